"""What the machine holds: device memory and its address windows (memory), one batch of CTAs'
registers, special registers and lane geometry (registers), and Blackwell's tensor memory (tmem).
Nothing here knows an instruction."""
