//! Imports go one way: no circle between the files of any crate of the workspace, and every
//! crate root lists its modules lowest layer first, so no file imports from a layer declared
//! after its own.

use std::fs;
use std::path::{Path, PathBuf};

use xtask::{CRATE_ROOTS, import_problems, workspace};

fn problems(root: &Path) -> Vec<String> {
    import_problems(root).expect("the crate's sources read")
}

fn assert_one_way(relative: &str) {
    let found = import_problems(&workspace().join(relative)).expect("the crate's sources read");
    assert!(found.is_empty(), "{relative}:\n{}", found.join("\n"));
}

/// Every crate of the workspace is in the list the checks go through.
#[test]
fn every_crate_of_the_workspace_is_checked() {
    let manifest = fs::read_to_string(workspace().join("Cargo.toml")).expect("readable");
    let members = manifest
        .lines()
        .find(|line| line.trim_start().starts_with("members"))
        .expect("a members line");
    for member in members.split('"').skip(1).step_by(2) {
        if member == "xtask" {
            continue;
        }
        let root = format!("{member}/src/lib.rs");
        assert!(
            CRATE_ROOTS.contains(&root.as_str()),
            "{root} is not checked"
        );
    }
    assert!(CRATE_ROOTS.contains(&"src/lib.rs"), "the game is checked");
}

#[test]
fn the_workspace_checks_import_one_way() {
    assert_one_way("xtask/src/lib.rs");
}

#[test]
fn the_rules_import_one_way() {
    assert_one_way("rules/src/lib.rs");
}

/// The rules crate is the bottom of the workspace: it depends on no other crate of it, so a
/// program that wants only the rules never builds the engine.
#[test]
fn the_rules_crate_depends_on_no_other_crate_of_the_workspace() {
    let manifest = fs::read_to_string(workspace().join("rules/Cargo.toml")).expect("readable");
    let mut section = "";
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            section = line;
            continue;
        }
        if section.contains("dependencies") {
            assert!(
                !line.contains("path =") && !line.starts_with("gomoku"),
                "rules/Cargo.toml {section}: `{line}` is a crate of the workspace"
            );
        }
    }
    // Nor does its code name one.
    let mut folders = vec![workspace().join("rules/src")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = fs::read_to_string(&path).expect("readable");
                // Code, not comments (its docs may name the engine that builds on it).
                let names_one = text
                    .lines()
                    .filter(|line| !line.trim_start().starts_with("//"))
                    .any(|line| {
                        ["gomoku_engine", "gomoku_lab", "gomoku_web", "gomoku::"]
                            .iter()
                            .any(|name| line.contains(name))
                    });
                assert!(
                    !names_one,
                    "{} names a crate of the workspace",
                    path.display()
                );
            }
        }
    }
}

#[test]
fn the_engine_imports_one_way() {
    assert_one_way("engine/src/lib.rs");
}

#[test]
fn the_lab_imports_one_way() {
    assert_one_way("lab/src/lib.rs");
}

#[test]
fn the_game_imports_one_way() {
    assert_one_way("src/lib.rs");
}

#[test]
fn the_web_worker_imports_one_way() {
    assert_one_way("web/engine-worker/src/lib.rs");
}

#[test]
fn the_web_server_imports_one_way() {
    assert_one_way("web/serve/src/lib.rs");
}

/// A throwaway crate of the given files, for the checker's own tests.
fn fixture(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("gomoku-import-graph-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    for (path, text) in files {
        let file = dir.join(path);
        fs::create_dir_all(file.parent().expect("a file has a folder")).expect("fixture folder");
        fs::write(&file, text).expect("fixture file");
    }
    dir.join("lib.rs")
}

#[test]
fn a_circle_between_two_files_is_found() {
    let root = fixture(
        "circle",
        &[
            ("lib.rs", "mod a;\nmod b;\n"),
            ("a.rs", "use crate::b::B;\npub struct A;\n"),
            (
                "b.rs",
                "pub struct B;\nfn f() -> crate::a::A { crate::a::A }\n",
            ),
        ],
    );
    let found = problems(&root);
    assert!(
        found
            .iter()
            .any(|p| p.starts_with("circle") && p.contains("a.rs -> b.rs")),
        "{found:?}"
    );
}

#[test]
fn a_folder_that_only_reexports_its_children_closes_no_circle() {
    let root = fixture(
        "facade",
        &[
            ("lib.rs", "mod shapes;\n"),
            (
                "shapes/mod.rs",
                "mod circle;\nmod square;\npub use circle::Circle;\npub use square::Square;\n",
            ),
            ("shapes/circle.rs", "pub struct Circle;\n"),
            (
                "shapes/square.rs",
                "use super::Circle;\npub struct Square(Circle);\n",
            ),
        ],
    );
    assert_eq!(problems(&root), Vec::<String>::new());
}

#[test]
fn grouped_imports_from_a_facade_reach_the_files_behind_it() {
    let root = fixture(
        "grouped",
        &[
            ("lib.rs", "mod model;\nmod ui;\n"),
            ("model.rs", "pub struct Game;\n"),
            (
                "ui/mod.rs",
                "mod context;\nmod panel;\npub use context::Context;\npub use panel::draw;\n",
            ),
            (
                "ui/context.rs",
                "pub struct Context(pub crate::model::Game);\n",
            ),
            (
                "ui/panel.rs",
                "use crate::ui::{Context};\npub(in crate::ui) fn helper() {}\n\
                 pub fn draw(_: &Context) { helper() }\n",
            ),
        ],
    );
    assert_eq!(problems(&root), Vec::<String>::new());
}

#[test]
fn a_parent_that_defines_what_its_child_uses_and_calls_it_is_a_circle() {
    let root = fixture(
        "parent",
        &[
            ("lib.rs", "mod ui;\n"),
            (
                "ui/mod.rs",
                "mod panel;\npub struct Context;\nfn show() { panel::draw(&Context) }\n",
            ),
            (
                "ui/panel.rs",
                "use super::Context;\npub fn draw(_: &Context) {}\n",
            ),
        ],
    );
    assert_eq!(problems(&root).len(), 1);
}

#[test]
fn test_modules_comments_and_strings_import_nothing() {
    let root = fixture(
        "tests",
        &[
            ("lib.rs", "mod a;\nmod b;\n"),
            ("a.rs", "pub struct A;\n"),
            (
                "b.rs",
                "use crate::a::A;\n// crate::b::x\nconst S: &str = \"crate::b::y\";\n\
                 #[cfg(test)]\nmod tests {\n    use crate::b::*;\n}\n",
            ),
        ],
    );
    // b -> a only; `a` is declared first, so nothing goes up.
    assert_eq!(problems(&root), Vec::<String>::new());
}

#[test]
fn a_test_file_may_import_from_above() {
    let root = fixture(
        "test-file",
        &[
            ("lib.rs", "mod low;\nmod high;\n"),
            ("low/mod.rs", "pub struct L;\n#[cfg(test)]\nmod tests;\n"),
            ("low/tests.rs", "use crate::high::H;\n"),
            ("high.rs", "pub struct H(crate::low::L);\n"),
        ],
    );
    assert_eq!(problems(&root), Vec::<String>::new());
}

#[test]
fn an_import_from_a_layer_declared_later_goes_up() {
    let root = fixture(
        "upward",
        &[
            ("lib.rs", "mod low;\nmod high;\n"),
            ("low.rs", "use crate::high::H;\npub struct L(H);\n"),
            ("high.rs", "pub struct H;\n"),
        ],
    );
    let found = problems(&root);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("low.rs -> high.rs"), "{found:?}");
}
