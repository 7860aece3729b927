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
use std::ops::Range;
use std::path::{Path, PathBuf};

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

/// Blanks comments, string and char literals and `#[cfg(test)]` inline modules, keeping byte
/// offsets and line breaks.
fn strip(source: &str) -> String {
    let bytes = source.as_bytes();
    let mut out = bytes.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for b in &mut out[from..to.min(bytes.len())] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    };
    let mut i = 0;
    while i < bytes.len() {
        let rest = &bytes[i..];
        if rest.starts_with(b"//") {
            let end = source[i..].find('\n').map_or(bytes.len(), |n| i + n);
            blank(&mut out, i, end);
            i = end;
        } else if rest.starts_with(b"/*") {
            let mut depth = 0;
            let mut j = i;
            while j < bytes.len() {
                if bytes[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if bytes[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if rest.starts_with(b"r#") || rest.starts_with(b"r\"") {
            let hashes = rest[1..].iter().take_while(|&&b| b == b'#').count();
            if rest.get(1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            let start = i + 2 + hashes;
            let end = bytes[start..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(bytes.len(), |n| start + n + close.len());
            blank(&mut out, i, end);
            i = end;
        } else if bytes[i] == b'"' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            blank(&mut out, i, j + 1);
            i = j + 1;
        } else if bytes[i] == b'\'' {
            // A char literal ('x', '\n', '\u{..}') or a lifetime ('a).
            if rest.get(1) == Some(&b'\\') {
                let end = source[i + 2..]
                    .find('\'')
                    .map_or(bytes.len(), |n| i + 3 + n);
                blank(&mut out, i, end);
                i = end;
            } else if let Some(c) = source[i + 1..].chars().next() {
                let after = i + 1 + c.len_utf8();
                if bytes.get(after) == Some(&b'\'') {
                    blank(&mut out, i, after + 1);
                    i = after + 1;
                } else {
                    i += 1;
                }
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    let mut code = String::from_utf8_lossy(&out).into_owned();
    // `#[cfg(test)] mod name { ... }`: tests may import anything.
    let mut search_from = 0;
    while let Some(found) = code[search_from..].find("#[cfg(test)]") {
        let at = search_from + found;
        let after = at + "#[cfg(test)]".len();
        let tail = code[after..].trim_start();
        let tail_at = code.len() - tail.len();
        let is_inline_mod = tail.starts_with("mod ")
            && tail
                .find(['{', ';'])
                .is_some_and(|n| tail.as_bytes()[n] == b'{');
        if is_inline_mod {
            let open = tail_at + tail.find('{').unwrap_or(0);
            let mut depth = 0;
            let mut end = code.len();
            for (offset, b) in code[open..].bytes().enumerate() {
                match b {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = open + offset + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let blanked: String = code[at..end]
                .chars()
                .map(|c| if c == '\n' { '\n' } else { ' ' })
                .collect();
            code.replace_range(at..end, &blanked);
            search_from = at + blanked.len();
        } else {
            search_from = after;
        }
    }
    code
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Expands a `use` tree (`a::{b, c::d as e, f::*}`) into (local name, path) pairs.
fn expand_use(tree: &str, prefix: &[String], out: &mut Vec<(String, Vec<String>)>) {
    let tree = tree.trim();
    if tree.is_empty() {
        return;
    }
    // Split top-level commas.
    let mut depth = 0;
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, c) in tree.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&tree[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&tree[start..]);
    if parts.len() > 1 {
        for part in parts {
            expand_use(part, prefix, out);
        }
        return;
    }
    if let Some(open) = tree.find('{') {
        let head: Vec<String> = tree[..open]
            .split("::")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let mut path = prefix.to_vec();
        path.extend(head);
        expand_use(inner, &path, out);
        return;
    }
    let (path_text, alias) = match tree.split_once(" as ") {
        Some((p, a)) => (p, Some(a.trim().to_owned())),
        None => (tree, None),
    };
    let mut path = prefix.to_vec();
    path.extend(
        path_text
            .split("::")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from),
    );
    let Some(last) = path.last().cloned() else {
        return;
    };
    let name = alias.unwrap_or(if last == "self" {
        path.pop();
        path.last().cloned().unwrap_or_default()
    } else {
        last
    });
    out.push((name, path));
}

/// The `use` items of stripped code: (is public, local name, path as written).
fn use_items(code: &str) -> Vec<(bool, String, Vec<String>)> {
    use_items_and_spans(code).0
}

/// The `use` items of stripped code, and where each is written.
fn use_items_and_spans(code: &str) -> (Vec<(bool, String, Vec<String>)>, Vec<Range<usize>>) {
    let mut items = Vec::new();
    let mut spans = Vec::new();
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(found) = code[from..].find("use ") {
        let at = from + found;
        from = at + 4;
        if at > 0 && is_ident_byte(bytes[at - 1]) {
            continue;
        }
        let line_start = code[..at].rfind(['\n', ';', '{', '}']).map_or(0, |n| n + 1);
        let lead = code[line_start..at].trim();
        let public = lead.starts_with("pub");
        if !(lead.is_empty() || public || lead.starts_with("#[")) {
            continue;
        }
        let Some(end) = code[at..].find(';') else {
            break;
        };
        let tree: String = code[at + 4..at + end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let mut expanded = Vec::new();
        expand_use(&tree, &[], &mut expanded);
        items.extend(expanded.into_iter().map(|(n, p)| (public, n, p)));
        spans.push(at..at + end);
        from = at + end;
    }
    (items, spans)
}

/// The code outside `use` items and `pub(in path)` visibilities, whose paths are no inline
/// imports.
fn outside_use_items(code: &str) -> String {
    let mut text = code.to_owned();
    let mut spans = use_items_and_spans(code).1;
    let mut from = 0;
    while let Some(found) = code[from..].find("pub(in ") {
        let at = from + found;
        let end = code[at..].find(')').map_or(code.len(), |n| at + n + 1);
        spans.push(at..end);
        from = end;
    }
    for span in spans {
        let blank = " ".repeat(span.len());
        text.replace_range(span, &blank);
    }
    text
}

/// Inline paths starting with `crate::`, `super::`, `self::` or a child module's name, in code
/// whose `use` items are blanked ([`outside_use_items`]).
fn inline_paths(code: &str, children: &[String]) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let bytes = code.as_bytes();
    let heads: Vec<String> = ["crate", "super", "self"]
        .iter()
        .map(|s| s.to_string())
        .chain(children.iter().cloned())
        .map(|s| s + "::")
        .collect();
    for head in &heads {
        let head = head.as_str();
        let mut from = 0;
        while let Some(found) = code[from..].find(head) {
            let at = from + found;
            from = at + head.len();
            if at > 0 && (is_ident_byte(bytes[at - 1]) || bytes[at - 1] == b':') {
                continue;
            }
            let mut end = at;
            while end < bytes.len() && (is_ident_byte(bytes[end]) || bytes[end] == b':') {
                end += 1;
            }
            paths.push(
                code[at..end]
                    .split("::")
                    .filter(|s| !s.is_empty())
                    .map(String::from)
                    .collect(),
            );
        }
    }
    paths
}

/// A `mod name;` declaration (not an inline module).
struct ChildModule {
    name: String,
    /// Its `#[path = "..."]`, if it has one.
    path: Option<String>,
    /// Declared under `#[cfg(test)]`.
    test_only: bool,
}

/// The `mod name;` declarations of a file, in order.
fn child_modules(code: &str, raw: &str) -> Vec<ChildModule> {
    let mut children = Vec::new();
    let mut from = 0;
    while let Some(found) = code[from..].find("mod ") {
        let at = from + found;
        from = at + 4;
        if at > 0 && is_ident_byte(code.as_bytes()[at - 1]) {
            continue;
        }
        let rest = &code[at + 4..];
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|&c| c.is_alphanumeric() || c == '_')
            .collect();
        let after = rest.trim_start()[name.len()..].trim_start();
        if name.is_empty() || !after.starts_with(';') {
            continue;
        }
        // The attribute text lives in `raw` (strings were blanked in `code`).
        let line_start = raw[..at].rfind([';', '}', '{']).map_or(0, |n| n + 1);
        let attrs = &raw[line_start..at];
        let path = attrs.find("#[path").and_then(|p| {
            let quoted = &attrs[p..];
            let open = quoted.find('"')? + 1;
            let close = quoted[open..].find('"')? + open;
            Some(quoted[open..close].to_owned())
        });
        let test_only = attrs.contains("#[cfg(test)]");
        children.push(ChildModule {
            name,
            path,
            test_only,
        });
    }
    children
}

impl Graph {
    /// Reads the crate whose root file is `root` (a `lib.rs` or `main.rs`).
    pub fn read(root: &Path) -> Result<Graph, String> {
        let mut modules = Vec::new();
        let mut pending = vec![(Vec::<String>::new(), root.to_path_buf(), false)];
        while let Some((path, file, test_only)) = pending.pop() {
            let raw = fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let code = strip(&raw);
            let dir = file.parent().unwrap_or(Path::new("."));
            let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let owns_folder = path.is_empty() || stem == "mod";
            let child_dir = if owns_folder {
                dir.to_path_buf()
            } else {
                dir.join(stem)
            };
            for child in child_modules(&code, &raw) {
                let name = child.name;
                let child_file = match child.path {
                    Some(p) => dir.join(p),
                    None => {
                        let flat = child_dir.join(format!("{name}.rs"));
                        if flat.exists() {
                            flat
                        } else {
                            child_dir.join(&name).join("mod.rs")
                        }
                    }
                };
                let mut child_path = path.clone();
                child_path.push(name);
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
                .filter(|(public, _, _)| *public)
                .filter_map(|(_, name, path)| Some((name, graph.absolute(index, &path)?)))
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
                .filter(|(public, _, _)| !public)
                .map(|(_, _, path)| path)
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
