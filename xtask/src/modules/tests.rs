//! The check on small crates written here, and on the repository itself.

use std::collections::BTreeMap;
use std::path::Path;

use super::tree::Tree;
use super::{check, crate_roots, cycles_of};
use crate::workspace_root;

/// The cycles of a crate made of `files` (path, source), `src/lib.rs` first, as sorted module
/// paths.
fn cycles(files: &[(&str, &str)]) -> Vec<Vec<String>> {
    let files: BTreeMap<&Path, &str> = files.iter().map(|(p, s)| (Path::new(*p), *s)).collect();
    let read = |path: &Path| {
        files
            .get(path)
            .map(|s| (*s).to_owned())
            .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::NotFound))
    };
    let tree = Tree::load(Path::new("src/lib.rs"), &read).expect("the crate parses");
    cycles_of(&tree)
        .into_iter()
        .map(|(_, paths)| paths)
        .collect()
}

#[test]
fn two_modules_that_import_each_other_are_a_cycle() {
    let found = cycles(&[
        ("src/lib.rs", "mod a; mod b; mod c;"),
        ("src/a.rs", "use crate::b::B; pub struct A;"),
        (
            "src/b.rs",
            "pub struct B; fn f() -> super::a::A { super::a::A }",
        ),
        ("src/c.rs", "use crate::a::A;"),
    ]);
    assert_eq!(found, [["a", "b"]]);
}

#[test]
fn a_circle_through_three_modules_and_folders_is_one_cycle() {
    let found = cycles(&[
        ("src/lib.rs", "mod read; mod values;"),
        (
            "src/read/mod.rs",
            "pub(crate) mod lexer; pub(crate) mod state;",
        ),
        ("src/read/lexer.rs", "use crate::values::Token;"),
        (
            "src/read/state.rs",
            "pub(crate) fn step() { super::lexer::lex(); }",
        ),
        (
            "src/values.rs",
            "pub struct Token; fn f() { crate::read::state::step() }",
        ),
    ]);
    assert_eq!(found, [["read::lexer", "read::state", "values"]]);
}

#[test]
fn a_name_re_exported_by_the_root_counts_as_its_defining_module() {
    // `state` names `GameBase` through the root's `pub use`, `parallel` names `state` in a
    // macro call: a cycle between `state` and `parallel`, not the root.
    let found = cycles(&[
        (
            "src/lib.rs",
            "mod parallel; mod state; pub use parallel::{GameBase as Base, Reader};",
        ),
        (
            "src/parallel/mod.rs",
            "mod split; pub struct GameBase; pub struct Reader; \
             fn f() { assert!(crate::state::ready()) }",
        ),
        ("src/parallel/split.rs", ""),
        (
            "src/state.rs",
            "use crate::Base; pub fn ready() -> bool { true }",
        ),
    ]);
    assert_eq!(found, [["parallel", "state"]]);
}

#[test]
fn a_glob_re_export_is_followed_too() {
    let found = cycles(&[
        ("src/lib.rs", "mod a; mod b; pub use a::*;"),
        ("src/a.rs", "pub struct A; pub fn f() { crate::b::g() }"),
        ("src/b.rs", "pub fn g() { let _ = crate::A; }"),
    ]);
    assert_eq!(found, [["a", "b"]]);
}

#[test]
fn parents_and_children_are_no_cycle() {
    let found = cycles(&[
        (
            "src/lib.rs",
            "mod game; pub use game::tree::Tree; pub struct Root;",
        ),
        (
            "src/game/mod.rs",
            "pub(crate) mod tree; pub struct Game; fn f(_: tree::Tree, _: crate::Root) {}",
        ),
        (
            "src/game/tree.rs",
            "use super::Game; use crate::Root; pub struct Tree; \
             mod inner { use super::super::Game; use crate::Tree; }",
        ),
    ]);
    assert!(found.is_empty(), "{found:?}");
}

#[test]
fn other_crates_are_left_out_and_test_modules_count() {
    let found = cycles(&[
        (
            "src/lib.rs",
            "mod a; mod b; #[cfg(test)] mod tests; use std::fmt::Debug; use ::core::mem;",
        ),
        ("src/a.rs", "pub struct A; fn f(_: std::fmt::Error) {}"),
        ("src/b.rs", "pub struct B; fn f(_: crate::a::A) {}"),
        ("src/tests.rs", "use crate::a::A; use crate::b::B;"),
    ]);
    assert!(found.is_empty(), "{found:?}");
    let found = cycles(&[
        ("src/lib.rs", "mod a; mod b;"),
        (
            "src/a.rs",
            "pub struct A; #[cfg(test)] mod tests { use crate::b::B; pub fn helper() {} }",
        ),
        (
            "src/b.rs",
            "pub struct B; fn f() { crate::a::tests::helper() }",
        ),
    ]);
    assert_eq!(found, [["a::tests", "b"]]);
}

#[test]
fn a_path_attribute_is_followed() {
    let found = cycles(&[
        (
            "src/lib.rs",
            "mod a; #[path = \"elsewhere/b_impl.rs\"] mod b;",
        ),
        ("src/a.rs", "use crate::b::c::C;"),
        ("src/elsewhere/b_impl.rs", "pub(crate) mod c;"),
        (
            "src/elsewhere/c.rs",
            "pub struct C; fn f() { crate::a::g() }",
        ),
    ]);
    assert_eq!(found, [["a", "b::c"]]);
}

#[test]
fn the_repository_has_no_module_cycle() {
    let cycles = check(&workspace_root()).expect("every crate parses");
    assert!(cycles.is_empty(), "{}", cycles.join("\n"));
}

#[test]
fn every_package_of_the_repository_is_checked() {
    let roots = crate_roots(&workspace_root()).expect("the repository's folders read");
    for root in [
        "crates/bitboard/src/lib.rs",
        "crates/cli/src/main.rs",
        "python/src/lib.rs",
        "js/src/lib.rs",
        "xtask/src/main.rs",
        "bench/src/main.rs",
        "bench/src/bin/callgrind_one.rs",
        "fuzz/src/lib.rs",
    ] {
        assert!(
            roots.contains(&Path::new(root).to_path_buf()),
            "{root} in {roots:?}"
        );
    }
}
