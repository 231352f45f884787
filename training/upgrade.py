"""Entry point of `npm run model:upgrade -- IN.onnx OUT.onnx`: a card-version-1 model (all 70,401
policy logits) rewritten as version 2 (logits at given policy indices), the same weights; see
training/vexnet/export.py and docs/training.md."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from vexnet.export import main  # noqa: E402

sys.exit(main(["upgrade", *sys.argv[1:]]))
