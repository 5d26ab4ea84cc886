"""One package per rule system; each exposes STEPS and a blueprint built from them."""
