# Diagnostics (not part of the suite): what the driver's planes offer.
driver=$(cut -d' ' -f1 /sys/kernel/debug/dri/0/name)
chroot /host modetest -M "$driver" -p 2>/dev/null | grep -iE "^[0-9]|damage|rotation" | head -20
scanout displays
dmesg | grep -iE "clocksource|tsc|hpet|watchdog" | tail
