# The soak's touch session (Board/vm/scenarios/soak.sh, scripts/soak-native; docs/vm-suite.md "Soak"):
# uinput-touch actions (tap X Y, drag X0 Y0 X1 Y1, pinch CX CY FROM TO, sleep MS) at 1024x768 for
# `seconds` seconds, about one gesture a second: a pattern of `period` seconds played again and
# again. Each pass starts with a tour (every one of `screens` switcher items, then two gestures on
# that screen), then random gestures: taps anywhere (45 %), taps on the switcher (20 %), drags
# (20 %) and pinches (15 %), seeded by `seed`. Every switcher tap comes after a short pull down
# in the sections' leading margin: a random tap on a field brings the keyboard up over the
# switcher, and the gallery's scroll view puts it down on a drag (as a person scrolls away from a
# field in an iOS form); with no keyboard up, the pull just bounces. Before that pull, a visitor
# leaves whatever modal a random tap brought up and covers the switcher with (leave_modal). The
# same program makes the VM's session and the native one (busybox awk: the same random numbers for
# the same seed).
# Usage: busybox awk -v seed=1 -v seconds=180 -v period=60 -v screens=8 -f soak-session.awk
# With -v pass_length=1 it prints only the length of one pass in milliseconds (a little over
# `period`: the last gesture of a pass ends after it); with -v modal_only=1 only the actions of
# one leave_modal (the tests play them against every modal of the gallery).
function add(text, ms) { act[n] = text; dur[n] = ms; n++; t += ms }
function gesture(r) {
    r = rand()
    if (r < 0.45) add(sprintf("tap %d %d", rand() * 1023, rand() * 767), 60)
    else if (r < 0.65) { leave_modal(); leave_keyboard(); add(sprintf("tap %d 746", 20 + int(rand() * screens) * (w + 8) + w / 2), 60) }
    else if (r < 0.85) add(sprintf("drag %d %d %d %d", rand() * 1023, rand() * 700, rand() * 1023, rand() * 700), 180)
    else { gap = 100 + rand() * 500; add(sprintf("pinch %d %d %d %d", 300 + rand() * 400, 200 + rand() * 300, gap, 700 - gap), 180) }
    pause(200 + int(rand() * 1300))
}
function pause(ms) { add(sprintf("sleep %d", ms), ms) }
# A pull down in the leading margin (x 10 of the 20-point margin, both directions) above where
# the keyboard's top is (552), then time for the keyboard to slide down.
function leave_keyboard() { add("drag 10 250 10 400", 180); pause(600) }
# A visitor leaving a modal (at 1024x768; GallerySoakModalTests proves each one of the gallery's
# is left): an alert's, a notification alert's two buttons share a row across the screen's centre
# (y 403-455), so a tap there answers it, by its leading button one time and its trailing one the
# next (no rand(): the gestures after stay those of the seed); the same tap lands on an action
# sheet's dimming, which cancels it. Then a form sheet's Send or Done (Compose: a 540x620 card
# centred at 1024x768, its bar from y 74, the button at its top trailing corner), and the top
# trailing corner, where a modal view over the whole screen (an info button's Settings, flipped)
# has its Done. With no modal up the taps land in an empty column of the two-column screens and
# on the large title's bar.
function leave_modal() {
    add(sprintf("tap %d 430", left_modal++ % 2 ? 579 : 444), 60); pause(400)
    add("tap 744 90", 60); pause(600)
    add("tap 973 21", 60); pause(600)
}
BEGIN {
    srand(seed); t = 0; n = 0; w = (984 - 8 * (screens - 1)) / screens
    if (modal_only) { leave_modal(); leave_modal(); for (i = 0; i < n; i++) print act[i]; exit }
    for (s = 0; s < screens; s++) {
        leave_modal(); leave_keyboard(); add(sprintf("tap %d 746", 20 + s * (w + 8) + w / 2), 60); pause(1500)
        gesture(); gesture()
    }
    while (t < period * 1000) gesture()
    if (pass_length) { print t; exit }
    # Exactly `seconds` long (the last gesture that would overrun is left out, a pause in its
    # place): sessions of several seeds played one after another keep their boundaries.
    for (total = 0; total < seconds * 1000; ) for (i = 0; i < n && total < seconds * 1000; i++) {
        if (total + dur[i] > seconds * 1000) { print "sleep " (seconds * 1000 - total); total = seconds * 1000; break }
        print act[i]; total += dur[i]
    }
}
