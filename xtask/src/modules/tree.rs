//! The module tree of one crate, read from its source files with `syn`: file modules (`mod x;`,
//! found as `x.rs` or `x/mod.rs`, or where `#[path]` says) and inline ones (`mod x { ... }`),
//! each with the names it defines, the names its `use` declarations bind, and every path its own
//! code names (those in its child modules belong to them).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

/// A path as written, `crate`, `super` and `self` included (`["super", "lexer", "Token"]`).
pub(crate) type Segments = Vec<String>;

/// One module of a crate.
#[derive(Debug, Default)]
pub(crate) struct Module {
    /// Its path from the crate root (`["read", "lexer"]`; empty for the root).
    pub(crate) path: Vec<String>,
    pub(crate) parent: Option<usize>,
    /// The file that holds it: its own for a file module, the enclosing one for an inline module.
    pub(crate) file: PathBuf,
    pub(crate) children: BTreeMap<String, usize>,
    /// The names of the items it defines (types, functions, traits, constants, macros).
    pub(crate) items: BTreeSet<String>,
    /// The names its `use` declarations bind, to the paths they name.
    pub(crate) uses: BTreeMap<String, Segments>,
    /// The modules its glob imports (`use path::*`) name.
    pub(crate) globs: Vec<Segments>,
    /// Every path its code names: each leaf of its `use` trees and every path of two or more
    /// segments in its items, macro calls' tokens included.
    pub(crate) named: Vec<Segments>,
}

/// A crate's modules; the root is the first.
#[derive(Debug, Default)]
pub(crate) struct Tree {
    pub(crate) modules: Vec<Module>,
}

/// Reads a source file's text.
pub(crate) type Read<'a> = &'a dyn Fn(&Path) -> std::io::Result<String>;

impl Tree {
    /// The module tree of the crate whose root file is `root` (`src/lib.rs` or `src/main.rs`).
    pub(crate) fn load(root: &Path, read: Read<'_>) -> Result<Tree, String> {
        let file = parse(root, read)?;
        let mut tree = Tree::default();
        let dir = root.parent().unwrap_or(Path::new("")).to_path_buf();
        let place = Place {
            file: root.to_path_buf(),
            dir,
        };
        tree.add(Vec::new(), None, &place, &file.items, read)?;
        Ok(tree)
    }

    /// Whether `ancestor` is `module` or contains it.
    pub(crate) fn contains(&self, ancestor: usize, module: usize) -> bool {
        let mut at = Some(module);
        while let Some(m) = at {
            if m == ancestor {
                return true;
            }
            at = self.modules[m].parent;
        }
        false
    }

    /// A module's name for messages: its file, then its path in the crate.
    pub(crate) fn describe(&self, module: usize) -> String {
        let m = &self.modules[module];
        let path = if m.path.is_empty() {
            "crate".to_owned()
        } else {
            m.path.join("::")
        };
        format!("{} ({path})", m.file.display())
    }

    /// Adds a module with the items `items` and, recursively, its children.
    fn add(
        &mut self,
        path: Vec<String>,
        parent: Option<usize>,
        place: &Place,
        items: &[syn::Item],
        read: Read<'_>,
    ) -> Result<usize, String> {
        let id = self.modules.len();
        self.modules.push(Module {
            path: path.clone(),
            parent,
            file: place.file.clone(),
            ..Module::default()
        });
        let mut names = Names::default();
        for item in items {
            match item {
                syn::Item::Mod(module) => {
                    let name = module.ident.to_string();
                    let mut child_path = path.clone();
                    child_path.push(name.clone());
                    let child = if let Some((_, inline)) = &module.content {
                        let inner = Place {
                            file: place.file.clone(),
                            dir: place.dir.join(&name),
                        };
                        self.add(child_path, Some(id), &inner, inline, read)?
                    } else {
                        let file = place.child_file(&name, &module.attrs, read)?;
                        let parsed = parse(&file, read)?;
                        let inner = Place::of_file(&file, &name);
                        self.add(child_path, Some(id), &inner, &parsed.items, read)?
                    };
                    self.modules[id].children.insert(name, child);
                }
                syn::Item::Use(declaration) => {
                    names.use_tree(&mut Vec::new(), &declaration.tree);
                }
                other => {
                    if let Some(name) = item_name(other) {
                        names.items.insert(name);
                    }
                    names.visit_item(other);
                }
            }
        }
        let module = &mut self.modules[id];
        module.items = names.items;
        module.uses = names.uses;
        module.globs = names.globs;
        module.named = names.named;
        Ok(id)
    }
}

/// Where a module's code lies: its file, and the folder its `mod x;` children are found in.
struct Place {
    file: PathBuf,
    dir: PathBuf,
}

impl Place {
    /// The place of a module named `name` read from `file`: a `mod.rs` (or a crate root) has its
    /// children beside it, any other `x.rs` in the folder `x/` beside it.
    fn of_file(file: &Path, name: &str) -> Place {
        let beside = file.parent().unwrap_or(Path::new("")).to_path_buf();
        let own_folder = file.file_stem().is_some_and(|stem| stem == name);
        Place {
            file: file.to_path_buf(),
            dir: if own_folder {
                beside.join(name)
            } else {
                beside
            },
        }
    }

    /// The file of the child module `name`: its `#[path]` (beside this file), else `name.rs` or
    /// `name/mod.rs` in this module's folder.
    fn child_file(
        &self,
        name: &str,
        attrs: &[syn::Attribute],
        read: Read<'_>,
    ) -> Result<PathBuf, String> {
        if let Some(path) = path_attribute(attrs) {
            let beside = self.file.parent().unwrap_or(Path::new(""));
            return Ok(beside.join(path));
        }
        let flat = self.dir.join(format!("{name}.rs"));
        if read(&flat).is_ok() {
            return Ok(flat);
        }
        Ok(self.dir.join(name).join("mod.rs"))
    }
}

/// Reads and parses one source file.
fn parse(file: &Path, read: Read<'_>) -> Result<syn::File, String> {
    let text = read(file).map_err(|e| format!("{}: {e}", file.display()))?;
    syn::parse_file(&text).map_err(|e| format!("{}: {e}", file.display()))
}

/// The value of a `#[path = "..."]` attribute.
fn path_attribute(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find_map(|attr| {
        let syn::Meta::NameValue(pair) = &attr.meta else {
            return None;
        };
        if !pair.path.is_ident("path") {
            return None;
        }
        match &pair.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(text),
                ..
            }) => Some(text.value()),
            _ => None,
        }
    })
}

/// The name an item defines in its module's namespaces, if any.
fn item_name(item: &syn::Item) -> Option<String> {
    let ident = match item {
        syn::Item::Const(item) => &item.ident,
        syn::Item::Enum(item) => &item.ident,
        syn::Item::ExternCrate(item) => item.rename.as_ref().map_or(&item.ident, |(_, name)| name),
        syn::Item::Fn(item) => &item.sig.ident,
        syn::Item::Macro(item) => item.ident.as_ref()?,
        syn::Item::Static(item) => &item.ident,
        syn::Item::Struct(item) => &item.ident,
        syn::Item::Trait(item) => &item.ident,
        syn::Item::TraitAlias(item) => &item.ident,
        syn::Item::Type(item) => &item.ident,
        syn::Item::Union(item) => &item.ident,
        _ => return None,
    };
    Some(ident.to_string())
}

/// What one module's items define, bind and name.
#[derive(Default)]
struct Names {
    items: BTreeSet<String>,
    uses: BTreeMap<String, Segments>,
    globs: Vec<Segments>,
    named: Vec<Segments>,
}

impl Names {
    /// Records each leaf of a `use` tree under the path `prefix` leads to it by.
    fn use_tree(&mut self, prefix: &mut Segments, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.use_tree(prefix, &path.tree);
                prefix.pop();
            }
            syn::UseTree::Name(name) => self.bind(prefix, &name.ident, &name.ident),
            syn::UseTree::Rename(rename) => self.bind(prefix, &rename.ident, &rename.rename),
            syn::UseTree::Glob(_) => {
                self.globs.push(prefix.clone());
                self.named.push(prefix.clone());
            }
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }

    /// Binds `name` to `prefix::ident` (to `prefix` itself for `self`).
    fn bind(&mut self, prefix: &Segments, ident: &syn::Ident, name: &syn::Ident) {
        let mut path = prefix.clone();
        let bound = if ident == "self" {
            match path.last() {
                Some(last) if name == "self" => last.clone(),
                _ => name.to_string(),
            }
        } else {
            path.push(ident.to_string());
            name.to_string()
        };
        if bound != "_" {
            self.uses.insert(bound, path.clone());
        }
        self.named.push(path);
    }
}

impl<'ast> Visit<'ast> for Names {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let anchored = path
            .segments
            .first()
            .is_some_and(|s| s.ident == "crate" || s.ident == "super" || s.ident == "self");
        if path.leading_colon.is_none() && (path.segments.len() > 1 || anchored) {
            self.named
                .push(path.segments.iter().map(|s| s.ident.to_string()).collect());
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.visit_path(&mac.path);
        anchored_paths(mac.tokens.clone(), &mut self.named);
    }

    // A visibility (`pub(in crate::a)`) or an attribute names no dependency.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}
    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}

    // Nested modules are modules of their own, read by `Tree::add`; `use` inside a function
    // still names what it imports.
    fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {}
    fn visit_item_use(&mut self, declaration: &'ast syn::ItemUse) {
        let mut inner = Names::default();
        inner.use_tree(&mut Vec::new(), &declaration.tree);
        self.named.extend(inner.named);
    }
}

/// The paths that start with `crate`, `super` or `self` in a macro call's tokens, which `syn`
/// cannot parse as code without knowing the macro.
fn anchored_paths(tokens: TokenStream, found: &mut Vec<Segments>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(group) => anchored_paths(group.stream(), found),
            TokenTree::Ident(ident)
                if (ident == "crate" || ident == "super" || ident == "self")
                    && is_path_separator(&tokens[i + 1..]) =>
            {
                let mut path = vec![ident.to_string()];
                while is_path_separator(&tokens[i + 1..]) {
                    let Some(TokenTree::Ident(next)) = tokens.get(i + 3) else {
                        break;
                    };
                    path.push(next.to_string());
                    i += 3;
                }
                found.push(path);
            }
            _ => {}
        }
        i += 1;
    }
}

/// Whether the tokens start with `::`.
fn is_path_separator(tokens: &[TokenTree]) -> bool {
    matches!(
        tokens,
        [TokenTree::Punct(a), TokenTree::Punct(b), ..]
            if a.as_char() == ':' && b.as_char() == ':'
    )
}
