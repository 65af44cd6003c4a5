//! Which module each path names: `crate`, `super` and `self` walked through the tree, and a
//! name bound by `use` (a `pub use` re-export included) followed to the module that defines it,
//! so that `crate::Error` re-exported by the crate root names the module where `Error` lives.

use std::collections::{BTreeMap, HashSet};

use super::tree::{Segments, Tree};

/// What a name resolves to: a module, or an item defined in one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Module(usize),
    Item(usize),
}

impl Target {
    fn module(self) -> usize {
        match self {
            Target::Module(m) | Target::Item(m) => m,
        }
    }
}

/// Each module's imports: the modules it names, neither itself nor a module it contains nor one
/// that contains it (containment is no import), each with the first path that names it.
pub(crate) type Edges = BTreeMap<usize, BTreeMap<usize, String>>;

/// The imports of every module of `tree`.
pub(crate) fn edges(tree: &Tree) -> Edges {
    let mut edges = Edges::new();
    for (from, module) in tree.modules.iter().enumerate() {
        let out = edges.entry(from).or_default();
        for path in &module.named {
            let Some(target) = resolve(tree, from, path, &mut HashSet::new()) else {
                continue;
            };
            let to = target.module();
            if tree.contains(to, from) || tree.contains(from, to) {
                continue;
            }
            out.entry(to).or_insert_with(|| path.join("::"));
        }
    }
    edges
}

/// What `path`, written in module `from`, names; `None` for a path outside the crate (another
/// crate, the prelude, a generic parameter, a local).
fn resolve(
    tree: &Tree,
    from: usize,
    path: &Segments,
    seen: &mut HashSet<(usize, String)>,
) -> Option<Target> {
    let (first, rest) = path.split_first()?;
    let mut at = match first.as_str() {
        "crate" => Target::Module(0),
        "self" => Target::Module(from),
        "super" => Target::Module(tree.modules[from].parent?),
        name => member(tree, from, name, seen)?,
    };
    for segment in rest {
        let Target::Module(module) = at else {
            // An associated item or a variant: the item's module is the answer.
            break;
        };
        at = match segment.as_str() {
            "super" => Target::Module(tree.modules[module].parent?),
            "self" => at,
            // A name no source defines (made by a macro, say) is taken to live here.
            name => member(tree, module, name, seen).unwrap_or(Target::Item(module)),
        };
    }
    Some(at)
}

/// The name `name` in the namespace of `module`: a child module, an item it defines, a name its
/// `use` binds, or a name one of its glob imports brings.
fn member(
    tree: &Tree,
    module: usize,
    name: &str,
    seen: &mut HashSet<(usize, String)>,
) -> Option<Target> {
    if !seen.insert((module, name.to_owned())) {
        return None;
    }
    let m = &tree.modules[module];
    if let Some(&child) = m.children.get(name) {
        return Some(Target::Module(child));
    }
    if m.items.contains(name) {
        return Some(Target::Item(module));
    }
    if let Some(path) = m.uses.get(name) {
        return resolve(tree, module, path, seen);
    }
    m.globs.iter().find_map(|glob| {
        let Target::Module(source) = resolve(tree, module, glob, seen)? else {
            return None;
        };
        member(tree, source, name, seen)
    })
}
