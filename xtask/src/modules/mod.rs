//! `cargo xtask modules`: checks that no two modules of a crate import each other, directly or
//! in a circle, so that each crate's modules form layers too. Every Rust package of the
//! repository is checked: the workspace's, and bench and fuzz, which are workspaces of their own.
//!
//! It reads every crate's source with `syn` into its module tree (file and inline modules) and
//! records for each module the modules its paths name: `crate::`, `super::` and `self::` paths,
//! `use` trees, paths in macro calls, and a name that a `use` or `pub use` binds followed to the
//! module that defines it (so `use crate::GameBase`, re-exported by `lib.rs`, names the module
//! where `GameBase` lives). A module does not import its own ancestors or descendants: holding a
//! module, or a child's `use super::*`, is containment. `#[cfg(test)]` modules count like any
//! other: a test module that names a module which names it back is a cycle too. Each strongly
//! connected component of two modules or more (Tarjan) is a cycle, listed with the files and the paths that close it.

mod cycles;
mod resolve;
mod tree;

#[cfg(test)]
mod tests;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::{Result, workspace_root};
use tree::Tree;

pub(crate) fn run(args: &[String]) -> Result {
    if let Some(arg) = args.first() {
        return Err(format!("unexpected argument `{arg}` (usage: cargo xtask modules)").into());
    }
    let cycles = check(&workspace_root())?;
    if cycles.is_empty() {
        println!("modules: no two modules of a crate import each other, directly or in a circle");
        Ok(())
    } else {
        Err(cycles.join("\n").into())
    }
}

/// Checks every crate of the repository under `root`: the cycles found, each as a message.
fn check(root: &Path) -> Result<Vec<String>> {
    let read = |path: &Path| std::fs::read_to_string(root.join(path));
    let mut cycles = Vec::new();
    for crate_root in crate_roots(root)? {
        let tree = Tree::load(&crate_root, &read)?;
        cycles.extend(cycles_of(&tree).into_iter().map(|(cycle, _)| cycle));
    }
    Ok(cycles)
}

/// Each cycle of a crate as a message (its modules, and each import between them), with its
/// sorted module paths.
fn cycles_of(tree: &Tree) -> Vec<(String, Vec<String>)> {
    let edges = resolve::edges(tree);
    cycles::cycles(tree.modules.len(), &edges)
        .into_iter()
        .map(|component| {
            let mut message = String::from("modules that import each other:");
            for &from in &component {
                for (to, path) in &edges[&from] {
                    if component.contains(to) {
                        let _ = write!(
                            message,
                            "\n  {} names {} (`{path}`)",
                            tree.describe(from),
                            tree.describe(*to)
                        );
                    }
                }
            }
            let mut paths: Vec<String> = component
                .iter()
                .map(|&m| tree.modules[m].path.join("::"))
                .collect();
            paths.sort();
            (message, paths)
        })
        .collect()
}

/// The root file of every library and binary (`src/lib.rs`, `src/main.rs`, `src/bin/*.rs`) of
/// every package of the repository, relative to `root`: the workspace's crates (`crates/*`, the
/// Python package's native module, xtask) and the packages that are workspaces of their own
/// (bench, fuzz), so that no Rust source folder goes unchecked.
fn crate_roots(root: &Path) -> Result<Vec<PathBuf>> {
    let mut roots = Vec::new();
    for folder in package_folders(root)? {
        for file in ["src/lib.rs", "src/main.rs"] {
            if root.join(&folder).join(file).is_file() {
                roots.push(folder.join(file));
            }
        }
        roots.extend(binaries(root, &folder.join("src/bin"))?);
    }
    Ok(roots)
}

/// The folders, relative to `root`, that hold a `Cargo.toml` of a package: the root's own
/// folders and those of `crates/`, sorted.
fn package_folders(root: &Path) -> Result<Vec<PathBuf>> {
    let mut folders = Vec::new();
    for parent in [Path::new(""), Path::new("crates")] {
        for entry in std::fs::read_dir(root.join(parent))? {
            let name = entry?.file_name();
            let folder = parent.join(&name);
            let hidden = name.to_string_lossy().starts_with('.');
            if !hidden && name != "target" && root.join(&folder).join("Cargo.toml").is_file() {
                folders.push(folder);
            }
        }
    }
    folders.sort();
    Ok(folders)
}

/// The root files of the binaries in `bin` (relative to `root`): each file ending in .rs, and
/// each main.rs one folder down, sorted; none when there is no such folder.
fn binaries(root: &Path, bin: &Path) -> Result<Vec<PathBuf>> {
    let Ok(entries) = std::fs::read_dir(root.join(bin)) else {
        return Ok(Vec::new());
    };
    let mut found = Vec::new();
    for entry in entries {
        let name = entry?.file_name();
        let path = bin.join(&name);
        if path.extension().is_some_and(|e| e == "rs") && root.join(&path).is_file() {
            found.push(path);
        } else if root.join(&path).join("main.rs").is_file() {
            found.push(path.join("main.rs"));
        }
    }
    found.sort();
    Ok(found)
}
