"""The fast loader's old name: it lives in referee.fast.loader.

Kept only for the game schemas that import `Defer` from here; they are to import it from
referee.fast.loader, and then this module goes.
"""

from referee.fast.loader import Defer, fast_loader, load

__all__ = ["Defer", "fast_loader", "load"]
