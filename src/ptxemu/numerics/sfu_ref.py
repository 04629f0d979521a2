"""Constants of the reference that the special-function cores are stored against (numerics.sfu):
the polynomial of 2^r on [0, 2^-6) in float64, evaluated in the same order by the numpy and the
compiled routes."""

LN2 = 0.6931471805599453
C3, C4, C5 = 1.0 / 6.0, 1.0 / 24.0, 1.0 / 120.0
