//! Which way imports go between the source files of a crate: circles, and imports that go up
//! the crate root's list of layers.
//!
//! The module tree is read from `mod` declarations starting at the crate root. Every `crate::`,
//! `super::` and `self::` path in a file (in `use` items or inline) is an edge to the file that
//! defines the item, following `pub use` re-exports to where the item really lives, so a facade
//! (`lib.rs`, a folder's `mod.rs`) that only re-exports its children does not close a circle.
//! Test modules (`#[cfg(test)]`, inline or in files of their own), comments and string literals
//! are skipped: tests may import from anywhere. A circle is a strongly connected set of two or
//! more files.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

mod scan;

use crate::source::{child_modules, module_file, strip};
use scan::{inline_paths, outside_use_items, use_items};

/// One file-backed module: its path from the crate root and its source with comments, strings
/// and test modules blanked out.
struct Module {
    path: Vec<String>,
    file: PathBuf,
    code: String,
    /// Declared `#[cfg(test)]` (or inside such a module): tests may import from anywhere.
    test_only: bool,
    /// `pub use` re-exports: name → absolute path of the item.
    reexports: BTreeMap<String, Vec<String>>,
}

pub struct Graph {
    modules: Vec<Module>,
    /// The crate root's own modules in the order it declares them: its layers, lowest first.
    layers: Vec<String>,
    /// Edges between module indices, with the path that made each one.
    edges: BTreeMap<(usize, usize), String>,
}

impl Graph {
    /// Reads the crate whose root file is `root` (a `lib.rs` or `main.rs`).
    pub fn read(root: &Path) -> Result<Graph, String> {
        let mut modules = Vec::new();
        let mut pending = vec![(Vec::<String>::new(), root.to_path_buf(), false)];
        while let Some((path, file, test_only)) = pending.pop() {
            let raw = fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let code = strip(&raw);
            let owns_folder = path.is_empty() || file.file_stem().is_some_and(|s| s == "mod");
            for child in child_modules(&code, &raw) {
                let child_file = module_file(&file, owns_folder, &child);
                let mut child_path = path.clone();
                child_path.push(child.name);
                pending.push((child_path, child_file, test_only || child.test_only));
            }
            modules.push(Module {
                path,
                file,
                code,
                test_only,
                reexports: BTreeMap::new(),
            });
        }
        let layers = modules
            .first()
            .map(|root| {
                child_modules(&root.code, &root.code)
                    .into_iter()
                    .map(|child| child.name)
                    .collect()
            })
            .unwrap_or_default();
        let mut graph = Graph {
            modules,
            layers,
            edges: BTreeMap::new(),
        };
        for index in 0..graph.modules.len() {
            let uses = use_items(&graph.modules[index].code);
            let reexports = uses
                .into_iter()
                .filter(|item| item.public)
                .filter_map(|item| Some((item.name, graph.absolute(index, &item.path)?)))
                .collect();
            graph.modules[index].reexports = reexports;
        }
        for index in 0..graph.modules.len() {
            if graph.modules[index].test_only {
                continue;
            }
            let code = graph.modules[index].code.clone();
            let mut paths: Vec<Vec<String>> = use_items(&code)
                .into_iter()
                .filter(|item| !item.public)
                .map(|item| item.path)
                .collect();
            let own = &graph.modules[index].path;
            let children: Vec<String> = graph
                .modules
                .iter()
                .filter(|m| m.path.len() == own.len() + 1 && m.path.starts_with(own))
                .filter_map(|m| m.path.last().cloned())
                .collect();
            paths.extend(inline_paths(&outside_use_items(&code), &children));
            for path in paths {
                let Some(absolute) = graph.absolute(index, &path) else {
                    continue;
                };
                if let Some(target) = graph.defining_module(&absolute, 0)
                    && target != index
                {
                    graph
                        .edges
                        .entry((index, target))
                        .or_insert_with(|| path.join("::"));
                }
            }
        }
        Ok(graph)
    }

    /// A path as written in module `from`, made absolute from the crate root; `None` for paths
    /// into other crates.
    fn absolute(&self, from: usize, path: &[String]) -> Option<Vec<String>> {
        let mut base = self.modules[from].path.clone();
        let mut rest = path;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                base.clear();
                rest = &rest[1..];
            }
            Some("self") => rest = &rest[1..],
            Some("super") => {
                while rest.first().map(String::as_str) == Some("super") {
                    base.pop();
                    rest = &rest[1..];
                }
            }
            Some(first) => {
                // A child module of this file, or another crate (std, bevy, ...).
                let mut child = base.clone();
                child.push(first.to_owned());
                if !self.modules.iter().any(|m| m.path == child) {
                    return None;
                }
            }
            None => return None,
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The file that defines the item at `path`: the deepest module on the path, followed
    /// through its `pub use` re-exports.
    fn defining_module(&self, path: &[String], hops: usize) -> Option<usize> {
        let (index, depth) = (0..=path.len()).rev().find_map(|depth| {
            self.modules
                .iter()
                .position(|m| m.path == path[..depth])
                .map(|i| (i, depth))
        })?;
        if hops < 8
            && let Some(name) = path.get(depth)
            && let Some(target) = self.modules[index].reexports.get(name)
        {
            let mut next = target.clone();
            next.extend(path[depth + 1..].iter().cloned());
            if next != path {
                return self.defining_module(&next, hops + 1).or(Some(index));
            }
        }
        Some(index)
    }

    /// Imports that go up: from a layer of the crate root to one declared after it.
    pub fn upward_imports(&self, crate_dir: &Path) -> Vec<String> {
        let layer_of = |i: usize| {
            let top = self.modules[i].path.first()?;
            self.layers.iter().position(|l| l == top)
        };
        let mut lines = Vec::new();
        for (&(from, to), via) in &self.edges {
            if let (Some(a), Some(b)) = (layer_of(from), layer_of(to))
                && b > a
            {
                lines.push(format!(
                    "{} -> {} (`{via}`): `{}` is declared after `{}`",
                    self.name(from, crate_dir),
                    self.name(to, crate_dir),
                    self.layers[b],
                    self.layers[a]
                ));
            }
        }
        lines
    }

    fn name(&self, i: usize, crate_dir: &Path) -> String {
        let file = &self.modules[i].file;
        file.strip_prefix(crate_dir)
            .unwrap_or(file)
            .display()
            .to_string()
    }

    /// Every circle: each a list of files with the import that leads from each to the next.
    pub fn circles(&self, crate_dir: &Path) -> Vec<Vec<String>> {
        let n = self.modules.len();
        let mut adjacency = vec![Vec::new(); n];
        for &(from, to) in self.edges.keys() {
            adjacency[from].push(to);
        }
        // Tarjan's strongly connected components.
        struct State {
            index: Vec<Option<usize>>,
            low: Vec<usize>,
            on_stack: Vec<bool>,
            stack: Vec<usize>,
            next: usize,
            components: Vec<Vec<usize>>,
        }
        fn visit(v: usize, adjacency: &[Vec<usize>], s: &mut State) {
            s.index[v] = Some(s.next);
            s.low[v] = s.next;
            s.next += 1;
            s.stack.push(v);
            s.on_stack[v] = true;
            for &w in &adjacency[v] {
                match s.index[w] {
                    None => {
                        visit(w, adjacency, s);
                        s.low[v] = s.low[v].min(s.low[w]);
                    }
                    Some(iw) if s.on_stack[w] => s.low[v] = s.low[v].min(iw),
                    _ => {}
                }
            }
            if Some(s.low[v]) == s.index[v] {
                let mut component = Vec::new();
                while let Some(w) = s.stack.pop() {
                    s.on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                s.components.push(component);
            }
        }
        let mut state = State {
            index: vec![None; n],
            low: vec![0; n],
            on_stack: vec![false; n],
            stack: Vec::new(),
            next: 0,
            components: Vec::new(),
        };
        for v in 0..n {
            if state.index[v].is_none() {
                visit(v, &adjacency, &mut state);
            }
        }
        let name = |i: usize| self.name(i, crate_dir);
        let mut circles = Vec::new();
        for component in state.components.into_iter().filter(|c| c.len() > 1) {
            let members: BTreeSet<usize> = component.iter().copied().collect();
            let mut lines = Vec::new();
            for (&(from, to), via) in &self.edges {
                if members.contains(&from) && members.contains(&to) {
                    lines.push(format!("{} -> {} (`{via}`)", name(from), name(to)));
                }
            }
            circles.push(lines);
        }
        circles
    }
}
