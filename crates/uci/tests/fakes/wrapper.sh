#!/bin/sh
# Runs the fake engine as its child, not in its place, the way wrapper scripts that set up an
# engine do: killing this shell alone would leave the engine running. Arguments go to the fake.
if [ -n "$FAKE_PID_FILE" ]; then
    echo $$ >>"$FAKE_PID_FILE"
fi
"$(dirname "$0")/fake-engine.sh" "$@"
