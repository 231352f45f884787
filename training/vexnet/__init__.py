"""Policy/value network training for Vexillum (PyTorch, exported to ONNX).

Modules, lowest to highest:
    layout  -- the policy-index layout of ACTION_VERSION 1 as a gather map for the network's head
    shards  -- reads `vex selfplay` shards (.npz) and their meta.json
    model   -- the residual convolutional policy/value network
    export  -- ONNX export (opset 17, dynamic batch), model card, PyTorch reference outputs
    train   -- the training loop and the command line (`npm run train -- ...`)
"""
