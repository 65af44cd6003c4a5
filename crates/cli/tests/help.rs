//! `fianchetto --help`: the tool's one-line description is the package's, so the help and
//! crates.io say the same.

use crate::support::run;

#[test]
fn the_help_opens_with_the_packages_description() {
    let help = run(&["--help"]);
    assert!(help.success(), "{help:?}");
    assert_eq!(
        help.stdout.lines().next(),
        Some(env!("CARGO_PKG_DESCRIPTION"))
    );
    assert_eq!(
        env!("CARGO_PKG_DESCRIPTION"),
        "The fianchetto chess command-line tool: positions, games and large game collections \
         checked, converted, drawn, analysed and explored"
    );
}
