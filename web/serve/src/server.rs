//! The file server, on the standard library alone (a thread per connection; a localhost test
//! server needs no async runtime, and CI builds the workspace cold on two cores). It answers
//! from the precompressed copies (`FILE.br`, `FILE.gz`) when the browser accepts them, with
//! `Content-Encoding` and `Vary: accept-encoding`. The content type follows the file's extension
//! (`application/wasm` lets browsers compile the module while it downloads); `/` and a folder
//! serve its `index.html`; a path that would leave the directory (`..`, also percent-encoded) is
//! answered 404, like a missing file; methods other than GET and HEAD get 405. Every answer says
//! `Cache-Control: no-cache` with an `ETag`, so a browser revalidates and an unchanged file costs
//! it a 304 (a service worker's precache then downloads nothing the page already has).

use std::io::{self, BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::thread;
use std::time::Duration;

/// A request's head may not be longer than this.
const MAX_HEAD_BYTES: usize = 16 * 1024;
/// An idle kept-alive connection is closed after this long.
const IDLE_TIMEOUT: Duration = Duration::from_secs(10);

/// Serves the site under `root` on `listener` until the process ends. Returns only on an error
/// of the listener; a broken connection ends only its own thread.
pub fn serve(listener: TcpListener, root: &Path) -> io::Result<()> {
    let root = root.to_path_buf();
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        let root = root.clone();
        thread::spawn(move || {
            let _ = answer_connection(stream, &root);
        });
    }
    Ok(())
}

/// One request's head: the method, the path (percent-decoded, without the query) and whether
/// the client takes Brotli or gzip and wants the connection kept.
#[derive(Debug, PartialEq, Eq)]
struct Request {
    method: String,
    path: Option<String>,
    brotli: bool,
    gzip: bool,
    keep_alive: bool,
    has_body: bool,
    /// The `If-None-Match` tags: the browser's cached copy, to be answered 304 if still current.
    cached: Vec<String>,
}

fn answer_connection(stream: TcpStream, root: &Path) -> io::Result<()> {
    stream.set_read_timeout(Some(IDLE_TIMEOUT))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut writer = stream;
    loop {
        let Some(head) = read_head(&mut reader)? else {
            return Ok(());
        };
        let Some(request) = parse_head(&head) else {
            respond(&mut writer, 400, &[], b"bad request\n", true)?;
            return Ok(());
        };
        // A body (any method but GET and HEAD) is not read: close after the answer.
        let keep = request.keep_alive && !request.has_body;
        if request.method != "GET" && request.method != "HEAD" {
            return respond(&mut writer, 405, &[("Allow", "GET, HEAD")], b"", true);
        }
        send_file(&mut writer, root, &request, keep)?;
        if !keep {
            return Ok(());
        }
    }
}

/// The lines up to the blank one, or `None` when the client closed first.
fn read_head(reader: &mut impl BufRead) -> io::Result<Option<String>> {
    let mut head = String::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        if line == "\r\n" || line == "\n" {
            if head.is_empty() {
                continue;
            }
            return Ok(Some(head));
        }
        head.push_str(&line);
        if head.len() > MAX_HEAD_BYTES {
            return Err(io::Error::new(io::ErrorKind::InvalidData, "head too long"));
        }
    }
}

fn parse_head(head: &str) -> Option<Request> {
    let mut lines = head.lines();
    let mut words = lines.next()?.split_whitespace();
    let (method, target, version) = (words.next()?, words.next()?, words.next()?);
    let mut request = Request {
        method: method.to_string(),
        path: percent_decode(target.split(['?', '#']).next()?),
        brotli: false,
        gzip: false,
        keep_alive: version.eq_ignore_ascii_case("HTTP/1.1"),
        has_body: false,
        cached: Vec::new(),
    };
    for line in lines {
        let Some((name, value)) = line.split_once(':') else {
            continue;
        };
        let (name, value) = (name.trim().to_ascii_lowercase(), value.trim());
        let tokens = || {
            value.split(',').map(|t| {
                t.split(';')
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_ascii_lowercase()
            })
        };
        match name.as_str() {
            "accept-encoding" => {
                request.brotli = tokens().any(|t| t == "br");
                request.gzip = tokens().any(|t| t == "gzip");
            }
            "connection" => {
                if tokens().any(|t| t == "close") {
                    request.keep_alive = false;
                } else if tokens().any(|t| t == "keep-alive") {
                    request.keep_alive = true;
                }
            }
            "if-none-match" => {
                request.cached = value.split(',').map(|t| t.trim().to_string()).collect();
            }
            "content-length" => request.has_body |= value != "0",
            "transfer-encoding" => request.has_body = true,
            _ => {}
        }
    }
    Some(request)
}

/// `%2e` and the like decoded; `None` when the result is not UTF-8 or an escape is broken.
fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The file under `root` a decoded path names (a folder's `index.html`), or `None` when the
/// path would leave `root` or names nothing there.
fn resolve(root: &Path, path: &str) -> Option<PathBuf> {
    let relative = Path::new(path.trim_start_matches('/'));
    if relative
        .components()
        .any(|c| !matches!(c, Component::Normal(_) | Component::CurDir))
    {
        return None;
    }
    let mut file = root.join(relative);
    if file.is_dir() {
        file.push("index.html");
    }
    file.is_file().then_some(file)
}

fn content_type(file: &Path) -> &'static str {
    let extension = file.extension().and_then(|e| e.to_str()).unwrap_or("");
    match extension.to_ascii_lowercase().as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "ttf" => "font/ttf",
        "otf" => "font/otf",
        "woff2" => "font/woff2",
        "ogg" => "audio/ogg",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

fn send_file(
    writer: &mut impl Write,
    root: &Path,
    request: &Request,
    keep: bool,
) -> io::Result<()> {
    let Some(file) = request.path.as_deref().and_then(|p| resolve(root, p)) else {
        return respond(
            writer,
            404,
            &[],
            b"not found\n",
            !keep || request.method == "HEAD",
        );
    };
    let with = |suffix: &str| {
        let mut name = file.clone().into_os_string();
        name.push(suffix);
        PathBuf::from(name)
    };
    let (body_file, encoding) = [(request.brotli, ".br", "br"), (request.gzip, ".gz", "gzip")]
        .into_iter()
        .find(|(accepted, suffix, _)| *accepted && with(suffix).is_file())
        .map_or((file.clone(), None), |(_, suffix, name)| {
            (with(suffix), Some(name))
        });
    let Ok(body) = std::fs::read(&body_file) else {
        return respond(writer, 404, &[], b"not found\n", !keep);
    };
    let tag = entity_tag(&body_file, body.len());
    let mut headers = vec![
        ("Content-Type", content_type(&file)),
        ("Vary", "accept-encoding"),
        ("ETag", tag.as_str()),
    ];
    if let Some(encoding) = encoding {
        headers.push(("Content-Encoding", encoding));
    }
    // `no-cache` makes the browser ask again each time; an unchanged file costs it a 304.
    if request.cached.iter().any(|t| *t == tag || t == "*") {
        write_head(writer, 304, &headers, None, !keep)?;
        return writer.flush();
    }
    if request.method == "HEAD" {
        write_head(writer, 200, &headers, Some(body.len()), !keep)?;
        return writer.flush();
    }
    respond(writer, 200, &headers, &body, !keep)
}

/// A tag that changes when the file sent changes: its modification time (nanoseconds) and length.
fn entity_tag(file: &Path, length: usize) -> String {
    let modified = std::fs::metadata(file)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    format!("\"{modified:x}-{length:x}\"")
}

fn respond(
    writer: &mut impl Write,
    status: u16,
    headers: &[(&str, &str)],
    body: &[u8],
    close: bool,
) -> io::Result<()> {
    write_head(writer, status, headers, Some(body.len()), close)?;
    writer.write_all(body)?;
    writer.flush()
}

/// The status line and headers; a 304 carries no `Content-Length` (`length` is `None`).
fn write_head(
    writer: &mut impl Write,
    status: u16,
    headers: &[(&str, &str)],
    length: Option<usize>,
    close: bool,
) -> io::Result<()> {
    let reason = match status {
        200 => "OK",
        304 => "Not Modified",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        _ => "",
    };
    let mut head = format!("HTTP/1.1 {status} {reason}\r\n");
    if let Some(length) = length {
        head.push_str(&format!("Content-Length: {length}\r\n"));
    }
    // Revalidate every time, so a rebuilt site is never mixed with a cached older part.
    head.push_str("Cache-Control: no-cache\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    if close {
        head.push_str("Connection: close\r\n");
    }
    head.push_str("\r\n");
    writer.write_all(head.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_head_reads_its_method_path_and_encodings() {
        let request = parse_head(
            "GET /a%20b.js?x=1 HTTP/1.1\r\nAccept-Encoding: gzip;q=1, br\r\nHost: x\r\n",
        )
        .unwrap();
        assert_eq!(request.method, "GET");
        assert_eq!(request.path.as_deref(), Some("/a b.js"));
        assert!(request.brotli && request.gzip && request.keep_alive && !request.has_body);
        let old = parse_head("GET / HTTP/1.0\r\n").unwrap();
        assert!(!old.keep_alive && !old.brotli);
        let closing = parse_head("POST / HTTP/1.1\r\nConnection: close\r\nContent-Length: 3\r\n");
        assert!(
            closing
                .as_ref()
                .is_some_and(|r| !r.keep_alive && r.has_body)
        );
        assert_eq!(parse_head("GET\r\n"), None);
        assert_eq!(parse_head("GET /%zz HTTP/1.1\r\n").unwrap().path, None);
    }

    #[test]
    fn paths_stay_inside_the_root() {
        let root = Path::new("/nonexistent-root");
        for path in ["/../etc/passwd", "/a/../../b", "//etc/passwd", "/C:/x"] {
            assert_eq!(resolve(root, path), None, "{path}");
        }
    }

    #[test]
    fn content_types_follow_the_extension() {
        assert_eq!(content_type(Path::new("a/game.WASM")), "application/wasm");
        assert!(content_type(Path::new("sw.js")).starts_with("text/javascript"));
        assert_eq!(
            content_type(Path::new("fonts/NotoSansJP-subset.otf")),
            "font/otf"
        );
        assert_eq!(content_type(Path::new("x")), "application/octet-stream");
    }
}
