# Sounds through ALSA on an emulated Intel HD Audio card (QEMU's intel-hda with hda-duplex; the
# host writes what the guest plays to a WAV file): the boot splash's on-screen keyboard clicks as
# a uinput touchscreen taps the passphrase "Tulip-42" and Done (Board/vm/boot-passphrase.touch).
# The host finds the clicks in the file (scripts/vm/suite, check_sound).
echo "sound: cards: $(tr -s ' \n' ' ' < /proc/asound/cards)"
# A fresh card starts muted at gain 0, as on a board before `alsactl restore`: the board's image
# sets its mixer (here amixer, from the host's alsa-utils); Scanout's volume scales its samples.
echo "sound: mixer controls: $(chroot /host amixer -c 0 scontrols | tr '\n' ' ')"
for control in Master PCM; do chroot /host amixer -q -c 0 sset "$control" 100% unmute 2>/dev/null; done
start_scanout /tmp/boot.log boot --board "$PKG/Board/vm/board.conf" --theme "$PKG/Board/vm/boot/spinner.conf"
pid=$!
wait_for_file /run/scanout/boot.sock 60 || { echo "sound: no control socket"; cat /tmp/boot.log; kill $pid; exit 1; }
wait_for_line /tmp/boot.log "input: libinput" 60 || { echo "sound: no input"; cat /tmp/boot.log; kill $pid; exit 1; }
wait_for_line /tmp/boot.log "sounds on ALSA device" 30 || { echo "sound: no ALSA device"; cat /tmp/boot.log; kill $pid; exit 1; }
scanout ctl ask-password --prompt "Sound check" > /tmp/answer 2>/tmp/ctl.err &
ctl=$!
# The client starts slowly under TCG: the taps wait until the splash asks (its keyboard slides up).
wait_for_line /tmp/boot.log "asking for a passphrase" 60 || { echo "sound: not asked"; cat /tmp/boot.log; kill $pid; exit 1; }
sleep 1
grep -v '^#' "/host$PKG/Board/vm/boot-passphrase.touch" | uinput-touch -s 1024x768 -w 15000 -l /tmp/boot.log -
# For a failure's diagnosis: the stream ALSA opened and the codec's amplifiers (mute, gain).
echo "sound: stream: $(tr -s ' \n' ' ' < /proc/asound/card0/pcm0p/sub0/hw_params)"
echo "sound: codec: $(grep -e 'Amp-Out vals' -e '^Node' /proc/asound/card0/codec#0 | tr -s ' \n' ' ')"
n=0; while kill -0 $ctl 2>/dev/null && [ $n -lt 300 ]; do sleep 0.1; n=$((n + 1)); done
kill $ctl 2>/dev/null && echo "sound: no answer 30 s after the on-screen Done"
wait $ctl
echo "sound: taps $(grep -c '^tap' "/host$PKG/Board/vm/boot-passphrase.touch")"
if [ "$(cat /tmp/answer)" = "Tulip-42" ]; then echo "sound: the passphrase was typed"; else echo "sound: WRONG answer"; fi
sleep 1  # the last click plays out
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/boot.log
exit $rc
