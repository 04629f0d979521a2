"""What a launch can watch without changing its results: the checking mode (checking,
checking_tcgen05). Beside running, not beneath it: the launch hands observers to the state; the
engine never imports them."""
