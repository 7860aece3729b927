//! `gomoku-web-serve DIR [PORT]`: serves the files of the browser build on http://127.0.0.1:PORT/
//! (8080 by default) with the content types browsers insist on (`application/wasm` lets them
//! compile the module while it downloads). Only GET and HEAD, only files under DIR.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::process::ExitCode;
use std::thread;

const DEFAULT_PORT: u16 = 8080;

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "json" => "application/json",
        "css" => "text/css",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        "ogg" => "audio/ogg",
        _ => "application/octet-stream",
    }
}

/// The file a request path names, if it stays inside `root`.
fn resolve(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let mut file = root.to_path_buf();
    for component in Path::new(path.trim_start_matches('/')).components() {
        match component {
            Component::Normal(part) => file.push(part),
            Component::CurDir => {}
            _ => return None,
        }
    }
    if file.is_dir() {
        file.push("index.html");
    }
    file.is_file().then_some(file)
}

fn respond(stream: &mut TcpStream, status: &str, kind: &str, body: &[u8], head: bool) {
    let header = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
         Cache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(header.as_bytes());
    if !head {
        let _ = stream.write_all(body);
    }
}

fn serve(root: &Path, mut stream: TcpStream) {
    let mut request_line = String::new();
    let Ok(reader) = stream.try_clone() else {
        return;
    };
    let mut reader = BufReader::new(reader);
    if reader.read_line(&mut request_line).is_err() {
        return;
    }
    // Drain the headers; nothing in them changes the answer.
    let mut line = String::new();
    while reader.read_line(&mut line).is_ok_and(|n| n > 2) {
        line.clear();
    }
    let mut parts = request_line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    let head = method == "HEAD";
    if method != "GET" && !head {
        respond(
            &mut stream,
            "405 Method Not Allowed",
            "text/plain",
            b"GET only\n",
            head,
        );
        return;
    }
    match resolve(root, target).map(|file| (std::fs::read(&file), file)) {
        Some((Ok(body), file)) => respond(&mut stream, "200 OK", content_type(&file), &body, head),
        _ => respond(
            &mut stream,
            "404 Not Found",
            "text/plain",
            b"not found\n",
            head,
        ),
    }
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(root) = args.next().map(PathBuf::from) else {
        eprintln!("usage: gomoku-web-serve DIR [PORT]");
        return ExitCode::FAILURE;
    };
    let port = match args.next().map(|p| p.parse::<u16>()) {
        None => DEFAULT_PORT,
        Some(Ok(port)) => port,
        Some(Err(_)) => {
            eprintln!("the port must be a number from 0 to 65535");
            return ExitCode::FAILURE;
        }
    };
    if !root.join("index.html").is_file() {
        eprintln!("{} has no index.html; build the site first", root.display());
        return ExitCode::FAILURE;
    }
    let listener = match TcpListener::bind(("127.0.0.1", port)) {
        Ok(listener) => listener,
        Err(error) => {
            eprintln!("cannot listen on 127.0.0.1:{port}: {error}");
            return ExitCode::FAILURE;
        }
    };
    let address = listener.local_addr().map_or(port, |a| a.port());
    println!("serving {} on http://127.0.0.1:{address}/", root.display());
    for stream in listener.incoming().flatten() {
        let root = root.clone();
        thread::spawn(move || serve(&root, stream));
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_stay_inside_the_root_and_directories_serve_their_index() {
        let root = std::env::temp_dir().join(format!("gomoku-serve-{}", std::process::id()));
        std::fs::create_dir_all(root.join("sub")).unwrap();
        std::fs::write(root.join("index.html"), "x").unwrap();
        std::fs::write(root.join("game.wasm"), "x").unwrap();
        assert_eq!(resolve(&root, "/"), Some(root.join("index.html")));
        assert_eq!(
            resolve(&root, "/?screen=play"),
            Some(root.join("index.html"))
        );
        assert_eq!(resolve(&root, "/game.wasm"), Some(root.join("game.wasm")));
        assert_eq!(resolve(&root, "/../etc/passwd"), None);
        assert_eq!(resolve(&root, "/sub/../../x"), None);
        assert_eq!(resolve(&root, "/missing.js"), None);
        assert_eq!(content_type(Path::new("a.wasm")), "application/wasm");
        std::fs::remove_dir_all(root).unwrap();
    }
}
