#!/bin/sh
# A fake UCI engine for the driver's fault tests. It answers like a real engine until the point
# its first argument names, then misbehaves that way:
#   good           answers everything (bestmove e2e4 ponder e7e5 where e2e4 is legal, see
#                  best below, and 0000, no move, elsewhere)
#   crash          is killed by a signal in the middle of a search
#   hang           stops answering in the middle of a search
#   chatty         sends info for ever, never bestmove, and ignores stop
#   flood          sends info as fast as it can (no pause), never bestmove, and ignores stop
#   junk-flood     sends lines that are not info as fast as it can, and ignores stop
#   silent         says nothing after go until stop, then answers with a score and e2e4
#   infinite       reports every 50 ms until stop, then answers bestmove e2e4
#   garbage        writes binary junk, then a bestmove with no readable move
#   no-uciok       never finishes the handshake
#   long-line      writes a line without end in the middle of a search
#   stubborn       ignores quit
#   none|0000|a1a1 answers "bestmove (none)|0000|a1a1", without a score
#   bad-info       sends a good info, then one whose score does not read
#   extra-multipv  sends four lines (multipv 1 to 4) whatever MultiPV is
#   answer         answers "bestmove $FAKE_ANSWER" (a move that may be illegal, say)
# With a second argument, it misbehaves only in searches whose position command contains that
# text, and answers like `good` elsewhere. Without arguments (a program the CLI starts), the
# mode and the text are FAKE_MODE and FAKE_TRIGGER. With FAKE_PID_FILE set, it appends its pid
# there, and with FAKE_STARTS also set, it exits at once when that many fakes started before
# it; with FAKE_LOG set, it appends every position command there. With FAKE_VARIANTS set (UCI
# names, separated by spaces), it offers UCI_Variant (chess and those) and UCI_Chess960, and
# logs its setoption and ucinewgame commands to FAKE_LOG too.
mode=${1:-$FAKE_MODE}
trigger=${2:-$FAKE_TRIGGER}
if [ -n "$FAKE_PID_FILE" ]; then
    if [ -n "$FAKE_STARTS" ] && [ "$(wc -l <"$FAKE_PID_FILE")" -ge "$FAKE_STARTS" ]; then
        exit 1
    fi
    echo $$ >>"$FAKE_PID_FILE"
fi
position=
reporter=
# The fake's best move: e2e4 where it is legal in the tests' games (a start position command
# with an even number of moves, none touching e2, e3 or e4), else 0000 (no move), so that a
# driver which checks the answer against the position accepts it.
best() {
    case $position in
    "position startpos" | "position startpos moves "*) ;;
    *)
        echo 0000
        return
        ;;
    esac
    moves=${position#position startpos}
    moves=${moves# moves}
    case $moves in
    *e2* | *e3* | *e4*)
        echo 0000
        return
        ;;
    esac
    # shellcheck disable=SC2086 # one word a move
    set -- $moves
    if [ $(($# % 2)) -eq 0 ]; then echo "e2e4 ponder e7e5"; else echo 0000; fi
}
searching=
while IFS= read -r line; do
    case $line in
    uci)
        echo "id name Fake $mode"
        echo "id author fianchetto tests"
        echo "option name Hash type spin default 16 min 1 max 1024"
        echo "option name Clear Hash type button"
        if [ -n "$FAKE_VARIANTS" ]; then
            echo "option name UCI_Chess960 type check default false"
            # shellcheck disable=SC2086 # one word a variant
            echo "option name UCI_Variant type combo default chess var chess$(printf ' var %s' $FAKE_VARIANTS)"
        fi
        if [ "$mode" = extra-multipv ]; then
            echo "option name MultiPV type spin default 1 min 1 max 500"
        fi
        if [ "$mode" = no-uciok ]; then
            while IFS= read -r ignored; do :; done
            exit 0
        fi
        if [ "$mode" = garbage ]; then
            printf '\001\377\376 garbage\n\n   \nbestmoveXYZ\n'
        fi
        echo uciok
        ;;
    isready)
        echo readyok
        ;;
    setoption* | ucinewgame)
        if [ -n "$FAKE_VARIANTS" ] && [ -n "$FAKE_LOG" ]; then
            echo "$line" >>"$FAKE_LOG"
        fi
        ;;
    position*)
        position=$line
        if [ -n "$FAKE_LOG" ]; then
            echo "$line" >>"$FAKE_LOG"
        fi
        ;;
    go*)
        act=$mode
        case $position in
        *"$trigger"*) ;;
        *) act=good ;;
        esac
        case $act in
        silent)
            searching=1
            continue
            ;;
        none | 0000 | a1a1)
            echo "info depth 1 nodes 0"
            if [ "$act" = none ]; then act="(none)"; fi
            echo "bestmove $act"
            continue
            ;;
        esac
        echo "info depth 1 seldepth 1 multipv 1 score cp 13 nodes 20 pv e2e4"
        case $act in
        crash) kill -KILL $$ ;;
        hang) exec sleep 600 ;;
        chatty)
            while :; do
                echo "info depth 2 score cp 14 pv e2e4"
                sleep 0.05
            done
            ;;
        flood)
            exec yes "info depth 1 score cp 0"
            ;;
        junk-flood)
            exec yes "thinking hard"
            ;;
        infinite)
            while :; do
                echo "info depth 2 score cp 13 pv e2e4"
                sleep 0.05
            done &
            reporter=$!
            ;;
        garbage) echo "bestmove e2e9 ponder" ;;
        long-line) head -c 2000000 /dev/zero | tr '\0' x ;;
        bad-info)
            echo "info depth 2 score cp pv d2d4"
            echo "bestmove $(best)"
            ;;
        extra-multipv)
            echo "info depth 1 multipv 2 score cp 5 pv d2d4"
            echo "info depth 1 multipv 3 score cp 2 pv g1f3"
            echo "info depth 1 multipv 4 score cp 1 pv c2c4"
            echo "bestmove $(best)"
            ;;
        answer) echo "bestmove $FAKE_ANSWER" ;;
        *) echo "bestmove $(best)" ;;
        esac
        ;;
    stop)
        if [ -n "$searching" ]; then
            searching=
            echo "info depth 1 seldepth 1 multipv 1 score cp 13 nodes 20 pv e2e4"
            echo "bestmove $(best)"
        fi
        if [ -n "$reporter" ]; then
            kill "$reporter"
            reporter=
            echo "bestmove $(best)"
        fi
        ;;
    quit)
        if [ "$mode" = stubborn ]; then
            exec sleep 600
        fi
        exit 0
        ;;
    esac
done
