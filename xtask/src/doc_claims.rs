//! Tests that hold the prose to the repository: what the READMEs count and the commands and
//! files the docs name, so that a page cannot quietly drift from what it describes.

#![cfg(test)]

use std::fs;
use std::path::{Path, PathBuf};

use crate::workspace_root;

fn read(relative: &str) -> String {
    fs::read_to_string(workspace_root().join(relative))
        .unwrap_or_else(|err| panic!("cannot read {relative}: {err}"))
}

/// The text of `page` from the heading line starting `heading` to the next `## ` heading.
fn section<'a>(page: &'a str, heading: &str) -> &'a str {
    let start = page
        .find(&format!("\n{heading}"))
        .unwrap_or_else(|| panic!("no heading {heading:?}"))
        + 1;
    let rest = &page[start..];
    let end = rest[1..].find("\n## ").map_or(rest.len(), |at| at + 1);
    &rest[..end]
}

/// The jobs a section of `docs/migrating.md` walks through: its `**N. ...**` paragraphs.
fn jobs(section: &str) -> usize {
    let numbered = |line: &str| {
        line.strip_prefix("**")
            .and_then(|rest| rest.split_once(". "))
            .is_some_and(|(number, _)| number.parse::<usize>().is_ok())
    };
    section.lines().filter(|line| numbered(line)).count()
}

const NUMBERS: [&str; 13] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve",
];

/// Every `WORD everyday jobs` that `text` says, as a number and whether `in Python` follows.
fn counts_said(text: &str) -> Vec<(usize, bool)> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut said = Vec::new();
    for (i, pair) in words.windows(3).enumerate() {
        if pair[1] == "everyday" && pair[2].trim_end_matches([',', ')', '.']) == "jobs" {
            let word = pair[0].trim_start_matches('(').to_lowercase();
            if let Some(number) = NUMBERS.iter().position(|n| *n == word) {
                let in_python = words
                    .get(i + 3..i + 5)
                    .is_some_and(|next| next[0] == "in" && next[1].starts_with("Python"));
                said.push((number, in_python));
            }
        }
    }
    said
}

#[test]
fn the_readmes_count_the_everyday_jobs_migrating_md_has() {
    let migrating = read("docs/migrating.md");
    let rust = jobs(section(&migrating, "## The nine everyday jobs"));
    let python = jobs(section(&migrating, "## From python-chess, in Python"));
    assert_eq!(
        (rust, python),
        (9, 8),
        "the headings say how many jobs there are"
    );
    for readme in ["README.md", "crates/fianchetto/README.md"] {
        let said = counts_said(&read(readme));
        assert!(!said.is_empty(), "{readme} counts no jobs");
        for (number, in_python) in said {
            let expected = if in_python { python } else { rust };
            assert_eq!(number, expected, "{readme} says {}", NUMBERS[number]);
        }
    }
}

#[test]
fn the_bench_commands_name_the_binary_they_run() {
    let manifest = read("bench/Cargo.toml");
    assert!(manifest.contains("name = \"fianchetto-bench\""));
    assert!(manifest.contains("default-run = \"fianchetto-bench\""));
    let mut commands = 0;
    for page in [
        "docs/benchmarks.md",
        "bench/src/main.rs",
        "bench/perft-builds.sh",
    ] {
        let text = read(page).replace("\\\n", " ");
        for line in text.lines() {
            if line.contains("cargo run") && line.contains("--manifest-path bench/Cargo.toml") {
                commands += 1;
                assert!(line.contains("--bin fianchetto-bench"), "{page}: {line}");
            }
        }
    }
    assert!(commands >= 5, "{commands} commands found");
}

/// Files the pages name that are not in this repository on purpose: a variant tried and
/// dropped, other projects' files, and placeholders.
const NOT_HERE: &[&str] = &[
    "rules/suicide.rs",
    "arrow_writer/byte_array.rs",
    "examples/validate.rs",
    "name.rs",
    "name/mod.rs",
    "x.rs",
    "x/mod.rs",
];

/// Every file under `dir`, as paths relative to `root` with `/` between folders; build output,
/// git and Python's caches left out.
fn files_under(root: &Path, dir: &Path, found: &mut Vec<String>) {
    for entry in fs::read_dir(dir).expect("a readable folder") {
        let path = entry.expect("a folder entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if !matches!(name, "target" | ".git" | "__pycache__" | "node_modules") {
                files_under(root, &path, found);
            }
        } else if let Ok(relative) = path.strip_prefix(root) {
            let parts: Vec<_> = relative.iter().map(|p| p.to_string_lossy()).collect();
            found.push(parts.join("/"));
        }
    }
}

/// The `` `path.rs` `` (and `.md`, `.py`, `.toml`, `.sh`) names in `text`.
fn named_files(text: &str) -> Vec<&str> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|name| {
            !name.starts_with('.')
                && name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_/.-".contains(c))
                && [".rs", ".md", ".py", ".toml", ".sh"]
                    .iter()
                    .any(|ext| name.ends_with(ext))
        })
        .collect()
}

#[test]
fn the_files_the_docs_and_comments_name_exist() {
    let root = workspace_root();
    let mut files = Vec::new();
    files_under(&root, &root, &mut files);
    // A name is found where it is written relative to its page, or as the end of any path.
    let exists = |page: &Path, name: &str| {
        NOT_HERE.contains(&name)
            || page
                .parent()
                .is_some_and(|folder| folder.join(name).exists())
            || files
                .iter()
                .any(|file| file == name || file.ends_with(&format!("/{name}")))
    };
    let mut pages: Vec<PathBuf> = ["README.md", "docs"].iter().map(|p| root.join(p)).collect();
    pages.extend(files.iter().filter_map(|file| {
        let page = file.ends_with("README.md") && file.starts_with("crates/");
        // This file names file names in the abstract.
        let source = file.ends_with(".rs") && !file.ends_with("xtask/src/doc_claims.rs");
        (page || source).then(|| root.join(file))
    }));
    let mut missing = Vec::new();
    for page in pages {
        let texts: Vec<PathBuf> = if page.is_dir() {
            fs::read_dir(&page)
                .expect("docs/")
                .map(|e| e.expect("an entry").path())
                .filter(|p| p.extension().is_some_and(|e| e == "md"))
                .collect()
        } else {
            vec![page]
        };
        for path in texts {
            let text = fs::read_to_string(&path).expect("a text file");
            // In Rust, only the comments: string literals name test fixtures and examples.
            let prose: String = if path.extension().is_some_and(|e| e == "rs") {
                text.lines()
                    .filter(|line| line.trim_start().starts_with("//"))
                    .collect::<Vec<_>>()
                    .join("\n")
            } else {
                text
            };
            for name in named_files(&prose) {
                if !exists(&path, name) {
                    missing.push(format!("{}: {name}", path.display()));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "named but missing:\n{}",
        missing.join("\n")
    );
}
