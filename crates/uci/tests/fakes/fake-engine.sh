#!/bin/sh
# A fake UCI engine for the driver's fault tests. It answers like a real engine until the point
# its first argument names, then misbehaves that way:
#   good       answers everything (bestmove e2e4)
#   crash      is killed by a signal in the middle of a search
#   hang       stops answering in the middle of a search
#   garbage    writes binary junk, then a bestmove with no readable move
#   no-uciok   never finishes the handshake
#   long-line  writes a line without end in the middle of a search
#   stubborn   ignores quit
mode=$1
while IFS= read -r line; do
    case $line in
    uci)
        echo "id name Fake $mode"
        echo "id author fianchetto tests"
        echo "option name Hash type spin default 16 min 1 max 1024"
        echo "option name Clear Hash type button"
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
    go*)
        echo "info depth 1 seldepth 1 multipv 1 score cp 13 nodes 20 pv e2e4"
        case $mode in
        crash) kill -KILL $$ ;;
        hang) exec sleep 600 ;;
        garbage) echo "bestmove e2e9 ponder" ;;
        long-line) head -c 2000000 /dev/zero | tr '\0' x ;;
        *) echo "bestmove e2e4 ponder e7e5" ;;
        esac
        ;;
    quit)
        if [ "$mode" = stubborn ]; then
            exec sleep 600
        fi
        exit 0
        ;;
    esac
done
