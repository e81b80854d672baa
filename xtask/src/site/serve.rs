//! `cargo xtask site --serve`: the site's folder served on 127.0.0.1.
//!
//! `cargo xtask site --serve`: the site's folder served on 127.0.0.1 until Ctrl-C, as
//! any static server would serve it.

use std::path::{Component, Path, PathBuf};
use tiny_http::{Header, Response, Server};

/// The port `--serve` listens on by default.
pub const DEFAULT_PORT: u16 = 8000;

/// Serves the files of `folder` on `127.0.0.1:port` until Ctrl-C.
pub fn run(folder: &Path, port: u16) -> Result<(), String> {
    let server = Server::http(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e} (--port for another)"))?;
    let port = server
        .server_addr()
        .to_ip()
        .map_or(port, |address| address.port());
    println!(
        "serving {} on http://127.0.0.1:{port}/ (Ctrl-C ends it)",
        folder.display()
    );
    for request in server.incoming_requests() {
        let response = match file_of(folder, request.url()) {
            Some(path) => match std::fs::read(&path) {
                Ok(bytes) => Response::from_data(bytes).with_header(content_type(&path)),
                Err(_) => Response::from_string("not found").with_status_code(404),
            },
            None => Response::from_string("not found").with_status_code(404),
        };
        let _ = request.respond(response);
    }
    Ok(())
}

/// The file of `folder` that `url` names (`index.html` for a folder), if it names one
/// inside it.
fn file_of(folder: &Path, url: &str) -> Option<PathBuf> {
    let path = url.split(['?', '#']).next().unwrap_or_default();
    let relative = Path::new(path.trim_start_matches('/'));
    if relative
        .components()
        .any(|c| !matches!(c, Component::Normal(_)))
    {
        return None;
    }
    let file = folder.join(relative);
    match file.is_dir() {
        true => Some(file.join("index.html")),
        false => Some(file),
    }
}

/// The `Content-Type` of `path`, by its extension.
fn content_type(path: &Path) -> Header {
    let kind = match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("wasm") => "application/wasm",
        _ => "application/octet-stream",
    };
    Header::from_bytes("Content-Type", kind).expect("a valid header")
}
