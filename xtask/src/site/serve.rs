//! `cargo xtask site --serve`: the site's folder served on 127.0.0.1.
//!
//! `cargo xtask site --serve`: the site's folder served on 127.0.0.1 until Ctrl-C, as
//! any static server would serve it: `GET` and `HEAD`, each connection on a thread of
//! its own and closed after its one answer.
//!
//! Not with tiny_http, as the listener is: its pool of threads can leave a connection
//! without one until another connection closes, and a browser keeps its connections
//! open, so a page could wait a minute for one of its files.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::time::Duration;

/// The port `--serve` listens on by default.
pub const DEFAULT_PORT: u16 = 8000;

/// The most bytes a request's line and headers may take.
const MAX_HEAD: u64 = 16 * 1024;

/// How long a connection may take to send its request.
const READ_LIMIT: Duration = Duration::from_secs(10);

/// Serves the files of `folder` on `127.0.0.1:port` until Ctrl-C.
pub fn run(folder: &Path, port: u16) -> Result<(), String> {
    let listener = TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e} (--port for another)"))?;
    let port = listener.local_addr().map_or(port, |address| address.port());
    println!(
        "serving {} on http://127.0.0.1:{port}/ (Ctrl-C ends it)",
        folder.display()
    );
    serve(&listener, folder);
    Ok(())
}

/// Answers each connection to `listener` from the files of `folder`, on a thread of
/// its own.
fn serve(listener: &TcpListener, folder: &Path) {
    for stream in listener.incoming().flatten() {
        let folder = folder.to_path_buf();
        std::thread::spawn(move || answer(stream, &folder));
    }
}

/// Reads one request from `stream` and answers it from the files of `folder`, saying
/// that the connection closes after it.
fn answer(mut stream: TcpStream, folder: &Path) {
    let _ = stream.set_read_timeout(Some(READ_LIMIT));
    let (status, kind, body, head_only) = match request(&stream) {
        Some((method, url)) if method == "GET" || method == "HEAD" => {
            let (status, kind, body) = file_answer(folder, &url);
            (status, kind, body, method == "HEAD")
        }
        Some(_) => (
            "405 Method Not Allowed",
            "text/plain",
            b"GET or HEAD".to_vec(),
            false,
        ),
        None => (
            "400 Bad Request",
            "text/plain",
            b"bad request".to_vec(),
            false,
        ),
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes());
    if !head_only {
        let _ = stream.write_all(&body);
    }
}

/// The method and target of the request `stream` sends, if it sends one whole within
/// [`MAX_HEAD`] bytes and [`READ_LIMIT`].
fn request(stream: &TcpStream) -> Option<(String, String)> {
    let mut reader = BufReader::new(stream.take(MAX_HEAD));
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        let read = reader.read_until(b'\n', &mut head).ok()?;
        if read == 0 {
            return None;
        }
    }
    let mut headers = [httparse::EMPTY_HEADER; 64];
    let mut parsed = httparse::Request::new(&mut headers);
    match parsed.parse(&head).ok()? {
        httparse::Status::Complete(_) => {
            Some((parsed.method?.to_string(), parsed.path?.to_string()))
        }
        httparse::Status::Partial => None,
    }
}

/// The status, content type and bytes that answer a `GET` of `url` from `folder`.
fn file_answer(folder: &Path, url: &str) -> (&'static str, &'static str, Vec<u8>) {
    let found = file_of(folder, url).and_then(|path| Some((std::fs::read(&path).ok()?, path)));
    match found {
        Some((bytes, path)) => ("200 OK", content_type(&path), bytes),
        None => ("404 Not Found", "text/plain", b"not found".to_vec()),
    }
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
fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("wasm") => "application/wasm",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder holding `index.html` and `a.css`, served on a free port: its address.
    fn served(name: &str) -> std::net::SocketAddr {
        let folder =
            std::env::temp_dir().join(format!("gamebits-serve-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join("index.html"), "<p>hi</p>").unwrap();
        std::fs::write(folder.join("a.css"), "p {}").unwrap();
        let listener = TcpListener::bind(("127.0.0.1", 0)).unwrap();
        let address = listener.local_addr().unwrap();
        std::thread::spawn(move || serve(&listener, &folder));
        address
    }

    /// All that `request` gets back from `address`, the connection read to its end.
    fn fetch(address: std::net::SocketAddr, request: &str) -> String {
        let mut stream = TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut answer = String::new();
        stream
            .read_to_string(&mut answer)
            .expect("the server closes the connection");
        answer
    }

    #[test]
    fn each_request_is_answered_whatever_connections_stay_open_and_then_closed() {
        let address = served("open");
        // A browser's connections, open and idle (each held a thread of tiny_http's pool).
        let idle: Vec<TcpStream> = (0..8)
            .map(|_| TcpStream::connect(address).unwrap())
            .collect();
        let answers: Vec<String> = std::thread::scope(|scope| {
            let asked: Vec<_> = (0..8)
                .map(|_| scope.spawn(|| fetch(address, "GET /a.css HTTP/1.1\r\nHost: x\r\n\r\n")))
                .collect();
            asked
                .into_iter()
                .map(|asked| asked.join().unwrap())
                .collect()
        });
        for answer in answers {
            assert!(answer.starts_with("HTTP/1.1 200 OK\r\n"), "{answer}");
            assert!(answer.contains("\r\nContent-Type: text/css; charset=utf-8\r\n"));
            assert!(answer.contains("\r\nConnection: close\r\n"));
            assert!(answer.ends_with("\r\n\r\np {}"), "{answer}");
        }
        drop(idle);
    }

    #[test]
    fn a_folder_is_its_index_and_head_gets_no_body() {
        let address = served("head");
        let answer = fetch(address, "HEAD / HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(answer.starts_with("HTTP/1.1 200 OK\r\n"), "{answer}");
        assert!(answer.contains("\r\nContent-Length: 9\r\n"), "{answer}");
        assert!(answer.ends_with("\r\n\r\n"), "{answer}");
        assert!(fetch(address, "GET /?q=1 HTTP/1.1\r\n\r\n").ends_with("<p>hi</p>"));
    }

    #[test]
    fn what_is_not_a_file_inside_or_a_get_is_refused() {
        let address = served("refused");
        for (request, status) in [
            ("GET /b.css HTTP/1.1\r\n\r\n", "404 Not Found"),
            ("GET /../a.css HTTP/1.1\r\n\r\n", "404 Not Found"),
            (
                "POST /a.css HTTP/1.1\r\nContent-Length: 0\r\n\r\n",
                "405 Method Not Allowed",
            ),
            ("hello\r\n\r\n", "400 Bad Request"),
        ] {
            let answer = fetch(address, request);
            assert!(
                answer.starts_with(&format!("HTTP/1.1 {status}\r\n")),
                "{request:?}: {answer}"
            );
        }
    }
}
