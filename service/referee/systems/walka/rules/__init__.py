"""walka rules as pure functions: params and dice in, an outcome out. No Flask, no Redis."""
