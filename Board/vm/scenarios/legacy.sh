# Scenario 1, legacy KMS variant: drmModeSetCrtc + drmModePageFlip + drmModeDirtyFB.
SCANOUT_ARGS=--legacy
. "/host$PKG/Board/vm/scenarios/display.sh"
