"""Kernel interpreter (not built yet)."""
