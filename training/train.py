"""Entry point of `npm run train -- ...` (see training/vexnet/train.py and docs/training.md)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from vexnet.train import main  # noqa: E402

sys.exit(main())
