#!/usr/bin/env python3
"""Prints, per table in tables/, every WDL value its compressed data can decode
to (the leaf symbols of its Huffman pairs data, read with python-chess 1.11.2's
internals). All 35 3-4-piece tables give [-2, 0, 2] (KBvK and KNvK: [0]): none
stores a cursed win or blessed loss, which is why expected.tsv has `cursed` and
`blessed` rows only for the 5-piece KBNvKN, which gives [-2, -1, 0, 1, 2].

    python3 testdata/syzygy/wdl_values.py
"""
import os
import chess
import chess.syzygy

D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tables")
seen = set()
for name in sorted(f[:-5] for f in os.listdir(D) if f.endswith(".rtbw")):
    t = chess.syzygy.WdlTable(os.path.join(D, name + ".rtbw"), variant=chess.Board)
    t.init_table_wdl()
    pairs = [d for f in t.files for d in f.precomp.values()] if t.has_pawns else list(t.precomp.values())
    values = set()
    for d in pairs:
        if not d.idxbits:  # the whole side is one constant value
            values.add(d.min_len)
            continue
        for s in range(t.read_uint16(d.sympat - 2)):  # number of symbols precedes the patterns
            w = d.sympat + 3 * s
            if (t.data[w + 2] << 4) | (t.data[w + 1] >> 4) == 0xfff:  # a leaf symbol
                values.add(t.data[w])
    t.close()
    wdl = sorted(v - 2 for v in values)
    seen |= set(wdl)
    print(name, wdl)
print("all", sorted(seen))
