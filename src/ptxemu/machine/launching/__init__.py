"""Launching kernels: Module and launch with their argument checks and LaunchStats (launch), batches
of CTAs on forked workers (workers), Systems of several devices with multicast and peer memory
(system, turns, distributed), and replays of recorded launches (replay)."""
