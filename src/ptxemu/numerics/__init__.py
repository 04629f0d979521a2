"""numerics layer."""
