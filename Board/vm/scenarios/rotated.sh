# Scenario 1, rotation variant: the board's 90° rotation (in the plane when the driver can, else
# in the copy step); the host rotates the headless rendering to compare.
SCANOUT_ARGS="--rotation 90"
. "/host$PKG/Board/vm/scenarios/display.sh"
