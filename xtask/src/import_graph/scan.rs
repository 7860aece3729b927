//! Reading a source file for `import_graph`: its `use` items expanded and its inline paths
//! found, in code whose comments, strings and test modules are blanked ([`crate::source`]).

use std::ops::Range;

use crate::source::is_ident_byte;

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
/// One name a `use` item brings in: `pub use a::b as c` is (true, `c`, [`a`, `b`]).
pub(super) struct UseItem {
    pub(super) public: bool,
    pub(super) name: String,
    pub(super) path: Vec<String>,
}

pub(super) fn use_items(code: &str) -> Vec<UseItem> {
    use_items_and_spans(code).0
}

/// The `use` items of stripped code, and where each is written.
fn use_items_and_spans(code: &str) -> (Vec<UseItem>, Vec<Range<usize>>) {
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
        items.extend(
            expanded
                .into_iter()
                .map(|(name, path)| UseItem { public, name, path }),
        );
        spans.push(at..at + end);
        from = at + end;
    }
    (items, spans)
}

/// The code outside `use` items and `pub(in path)` visibilities, whose paths are no inline
/// imports.
pub(super) fn outside_use_items(code: &str) -> String {
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
pub(super) fn inline_paths(code: &str, children: &[String]) -> Vec<Vec<String>> {
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
