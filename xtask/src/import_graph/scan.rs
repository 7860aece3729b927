//! Reading a source file for `import_graph`: comments, strings and test modules blanked, its
//! `use` items expanded, its inline paths and its `mod` declarations found.

use std::ops::Range;

/// Blanks comments, string and char literals and `#[cfg(test)]` inline modules, keeping byte
/// offsets and line breaks.
pub(super) fn strip(source: &str) -> String {
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

/// A `mod name;` declaration (not an inline module).
pub(super) struct ChildModule {
    pub(super) name: String,
    /// Its `#[path = "..."]`, if it has one.
    pub(super) path: Option<String>,
    /// Declared under `#[cfg(test)]`.
    pub(super) test_only: bool,
}

/// The `mod name;` declarations of a file, in order.
pub(super) fn child_modules(code: &str, raw: &str) -> Vec<ChildModule> {
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
