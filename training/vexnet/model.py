"""The policy/value network: a small residual convolutional trunk over the observation planes, the
global features added to every cell after the first convolution, a policy head that is one 1x1
convolution (246 channels per cell for ACTION_VERSION 1) plus a small fully connected part, put in
policy-index order by one gather (layout.py, from the data's policy block table), and a tanh value head for the side to act (the observation's viewer).

Inputs:  planes float32 [B, C, H, W], globals float32 [B, G]
Outputs: policy float32 [B, POLICY_SIZE] (logits; softmax over the legal indices),
         value  float32 [B] in (-1, 1)
"""
import numpy as np
import torch
from torch import nn

from . import layout


class ResBlock(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.c1 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.b1 = nn.BatchNorm2d(c)
        self.c2 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.b2 = nn.BatchNorm2d(c)

    def forward(self, x):
        y = torch.relu(self.b1(self.c1(x)))
        y = self.b2(self.c2(y))
        return torch.relu(x + y)


class VexNet(nn.Module):
    def __init__(self, planes, globals_, h, w, channels=32, blocks=3, value_hidden=64, policy=None):
        """policy: the layout.Layout of the policy index (the data's POLICY_BLOCKS; default the
        built-in table)."""
        super().__init__()
        policy = policy or layout.BUILTIN
        self.policy_layout = policy
        self.arch = {"planes": planes, "globals": globals_, "h": h, "w": w, "channels": channels, "blocks": blocks, "value_hidden": value_hidden}
        c = channels
        self.stem = nn.Conv2d(planes, c, 3, padding=1, bias=False)
        self.glob = nn.Linear(globals_, c)
        self.stem_bn = nn.BatchNorm2d(c)
        self.trunk = nn.Sequential(*[ResBlock(c) for _ in range(blocks)])
        self.p_conv = nn.Conv2d(c, policy.cell_channels, 1)
        self.p_fc = nn.Linear(c + globals_, policy.fc_outputs)
        self.v_conv = nn.Conv2d(c, 4, 1)
        self.v_fc1 = nn.Linear(4 * h * w + globals_, value_hidden)
        self.v_fc2 = nn.Linear(value_hidden, 1)
        self.register_buffer("gather", torch.from_numpy(policy.gather_map(w, h).astype(np.int32)), persistent=False)

    def raw(self, planes, globals_):
        """(head vector [B, FC + 246*H*W + 1] before the gather, value [B])."""
        x = self.stem(planes) + self.glob(globals_)[:, :, None, None]
        x = torch.relu(self.stem_bn(x))
        x = self.trunk(x)
        pooled = x.mean(dim=(2, 3))
        cells = torch.flatten(self.p_conv(x), 1)
        fc = self.p_fc(torch.cat([pooled, globals_], dim=1))
        const = torch.zeros_like(fc[:, :1]) - 30.0  # off-board slots: never legal
        head = torch.cat([fc, cells, const], dim=1)
        v = torch.flatten(torch.relu(self.v_conv(x)), 1)
        v = torch.relu(self.v_fc1(torch.cat([v, globals_], dim=1)))
        value = torch.tanh(self.v_fc2(v)).reshape(-1)
        return head, value

    def logits_at(self, head, idx):
        """Logits at policy indices idx [B, K] (any value < 0 reads the constant)."""
        g = self.gather.long()[idx.clamp(min=0)]
        return head.gather(1, g)

    def forward(self, planes, globals_):
        head, value = self.raw(planes, globals_)
        return torch.index_select(head, 1, self.gather), value


def params(model):
    return int(sum(p.numel() for p in model.parameters()))
