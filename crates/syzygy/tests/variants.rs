//! Atomic and antichess probes against python-chess 1.11.2's answers on random positions of
//! tables built with the public generator (`testdata/syzygy/variant_expected.py`).

use fianchetto_syzygy::{Dtz, TableSet, Tablebase, Wdl};
use fianchetto_variant::{Variant, VariantPosition};

fn data(path: &str) -> String {
    format!(
        "{}/../../testdata/syzygy/{path}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// Probes every row of `expected` and lists the rows whose answers differ.
fn check(set: TableSet, variant: Variant, tables: &str, expected: &str, with_dtz: bool) {
    let mut tb = Tablebase::for_set(set);
    assert!(tb.add_directory(data(tables)).unwrap() > 0);
    let text = std::fs::read_to_string(data(expected)).unwrap();
    let mut wrong = Vec::new();
    let mut rows = 0;
    for line in text.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let pos = VariantPosition::from_fen(cols[1], variant).unwrap();
        let want_wdl: i8 = cols[2].parse().unwrap();
        let want_dtz: i32 = cols[3].parse().unwrap();
        let got_wdl = tb.probe_variant_wdl(&pos).map(Wdl::to_i8);
        let got_dtz = if with_dtz {
            tb.probe_variant_dtz(&pos).map(|Dtz(d)| d)
        } else {
            Ok(want_dtz)
        };
        if got_wdl.as_ref().ok() != Some(&want_wdl) || got_dtz.as_ref().ok() != Some(&want_dtz) {
            wrong.push(format!("{line}: got {got_wdl:?} {got_dtz:?}"));
        }
        rows += 1;
    }
    assert!(rows > 100);
    assert!(
        wrong.is_empty(),
        "{} of {rows} differ:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(30)].join("\n")
    );
}

#[test]
fn atomic_probes_match_python_chess() {
    check(
        TableSet::Atomic,
        Variant::Atomic,
        "atomic",
        "atomic.tsv",
        true,
    );
}

#[test]
fn antichess_wdl_probes_match_python_chess() {
    check(
        TableSet::Giveaway,
        Variant::Antichess,
        "giveaway",
        "giveaway.tsv",
        false,
    );
}
