"""Constants of the reference that the special-function cores are stored against (numerics.sfu):
2^r = 1 + r ln2 (1 + r ln2 / 2) on [0, 2^-12) in float64, evaluated in the same order by the numpy
and the compiled routes."""

LN2 = 0.6931471805599453
