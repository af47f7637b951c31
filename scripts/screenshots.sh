#!/usr/bin/env bash
# Writes a PNG of the main window, of each pane and of each dialog of the desktop program,
# on the real Crécy campaign (imported afresh into OUTDIR), to OUTDIR. Run it under a display
# (ctest runs it under xvfb-run): screenshots.sh PATH/TO/seneschal-screenshots OUTDIR
# seneschal-screenshots is built beside seneschal (app/gui/shots/) and not installed.
# Look at every picture after a change to the window: tests do not see clipped text.
set -euo pipefail
program=$1
out=$2
mkdir -p "$out"
rm -f "$out"/*.png
"$program" --screenshot-dir "$out"
expected=(main-window main-window-applied pane-map pane-roster pane-details pane-prisoners pane-chronicle
          dialog-march dialog-battle dialog-aftermath dialog-tabletop dialog-split dialog-merge
          dialog-recruit dialog-pay dialog-progress icon-128
          main-window-edit-map dialog-new-blank dialog-place dialog-route dialog-unit dialog-side dialog-leader dialog-army-edit dialog-army-check dialog-map-scale
          map-whole map-somme map-stack-open map-seen-by-england window-empty
          report-roster-table report-prisoners report-battle report-battle-end
          report-muster-roll report-chronicle report-treasury report-losses report-print-preview help-rules-reference)
for name in "${expected[@]}"; do
    if [[ ! -s "$out/$name.png" ]]; then
        echo "screenshots: $out/$name.png was not written" >&2
        exit 1
    fi
done
echo "screenshots: wrote ${#expected[@]} pictures to $out"
