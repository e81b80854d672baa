//! The site in a real browser: headless chromium driven through WebDriver.
//!
//! The site in a real browser: Debian's `chromium`, headless, driven through
//! `chromedriver` (WebDriver) by the `fantoccini` crate, as a person would drive it, for
//! the site's tests and its benchmark.
//!
//! [`Browser::start`] starts `chromedriver` through the crate's runner
//! (`gamebits_runner::child`), in a process group of its own, and the browser in it;
//! [`Browser::close`] ends the session, and dropping the [`Browser`] (also when a test
//! fails) ends every process of the group: on Unix, where the tests run it (elsewhere
//! this crate is empty).
#![cfg(unix)]

pub mod bench;

use fantoccini::elements::Element;
use fantoccini::{Client, ClientBuilder, Locator};
use gamebits_runner::child::Child;
use hyper_util::client::legacy::connect::HttpConnector;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What the browser is started with: headless, without the sandbox (which needs
/// privileges a container lacks), and without the network calls of its own.
const CHROMIUM_ARGUMENTS: [&str; 9] = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
];

/// How long `chromedriver` may take to listen.
const DRIVER_START: Duration = Duration::from_secs(20);

/// How long a page may take to load before it is loaded once more: a page of the site
/// loads in about a second, but a first load served right after the site was built has
/// been seen (rarely, cause not found) never to end.
const PAGE_LOAD: Duration = Duration::from_secs(60);

/// The first of [`Pauses`].
const FIRST_PAUSE: Duration = Duration::from_millis(10);

/// The longest of [`Pauses`].
const LONGEST_PAUSE: Duration = Duration::from_millis(100);

/// The pauses between two looks at a page that is not ready yet.
///
/// The first is 10 ms, and each is twice the one before, up to 100 ms: what is ready at
/// once is seen at once, and a long wait (a page loading Pyodide) asks chromium ten times
/// a second, not a hundred (asked every 10 ms, the browser tests took 112 s of CPU time
/// instead of 97 s).
///
/// ```
/// # tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
/// let mut pauses = gamebits_site_browser::Pauses::new();
/// pauses.wait().await; // 10 ms
/// pauses.wait().await; // 20 ms
/// # });
/// ```
pub struct Pauses {
    next: Duration,
}

impl Pauses {
    /// The pauses from the first.
    pub fn new() -> Pauses {
        Pauses { next: FIRST_PAUSE }
    }

    /// Waits the next pause.
    pub async fn wait(&mut self) {
        tokio::time::sleep(self.next).await;
        self.next = (self.next * 2).min(LONGEST_PAUSE);
    }
}

impl Default for Pauses {
    fn default() -> Pauses {
        Pauses::new()
    }
}

/// A headless chromium driven through WebDriver, and the processes that run it.
pub struct Browser {
    /// The WebDriver session.
    pub client: Client,
    driver: Driver,
}

/// `chromedriver` and the process group it leads (with the browser it starts).
struct Driver {
    child: Child,
    port: u16,
    profile: std::path::PathBuf,
}

impl Browser {
    /// Starts `chromedriver` and a headless `chromium` with a fresh profile, its window
    /// `width` × `height` pixels.
    pub async fn start(width: u32, height: u32) -> Result<Browser, String> {
        let driver = Driver::start()?;
        let port = driver.port;
        let mut capabilities = serde_json::Map::new();
        let mut arguments: Vec<String> = CHROMIUM_ARGUMENTS.iter().map(|a| a.to_string()).collect();
        arguments.push(format!("--user-data-dir={}", driver.profile.display()));
        arguments.push(format!("--window-size={width},{height}"));
        let page_load = PAGE_LOAD.as_millis() as u64;
        capabilities.insert(
            "timeouts".to_string(),
            serde_json::json!({ "pageLoad": page_load }),
        );
        capabilities.insert(
            "goog:chromeOptions".to_string(),
            serde_json::json!({ "binary": "/usr/bin/chromium", "args": arguments }),
        );
        let client = ClientBuilder::new(HttpConnector::new())
            .capabilities(capabilities)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
            .map_err(|e| format!("cannot start chromium through chromedriver: {e}"))?;
        Ok(Browser { client, driver })
    }

    /// Opens the file `path` (a `file://` URL: the site as opened from disk).
    pub async fn open(&self, path: &Path) -> Result<(), String> {
        self.goto(&format!("file://{}", path.display())).await
    }

    /// Opens the address `url`, once more if its load has not ended after [`PAGE_LOAD`]
    /// (saying so on stderr).
    pub async fn goto(&self, url: &str) -> Result<(), String> {
        if let Err(error) = self.client.goto(url).await {
            eprintln!("{url} not loaded after {PAGE_LOAD:?} ({error}): loading it again");
            self.client
                .goto(url)
                .await
                .map_err(|e| format!("cannot open {url}: {e}"))?;
        }
        Ok(())
    }

    /// The text of the first element `xpath` finds, as soon as `ready` accepts it, or an
    /// error after `limit`.
    pub async fn text_when(
        &self,
        xpath: &str,
        limit: Duration,
        ready: impl Fn(&str) -> bool,
    ) -> Result<String, String> {
        let start = Instant::now();
        let mut pauses = Pauses::new();
        loop {
            let text = self.text(xpath).await;
            match text {
                Ok(text) if ready(&text) => return Ok(text),
                _ if start.elapsed() > limit => {
                    return Err(format!(
                        "{xpath}: not ready after {limit:?} (last: {text:?})"
                    ))
                }
                _ => pauses.wait().await,
            }
        }
    }

    /// The text (`textContent`, exactly) of the first element `xpath` finds.
    pub async fn text(&self, xpath: &str) -> Result<String, String> {
        let element = self
            .client
            .find(Locator::XPath(xpath))
            .await
            .map_err(|e| format!("no {xpath}: {e}"))?;
        let text = element
            .prop("textContent")
            .await
            .map_err(|e| format!("cannot read {xpath}: {e}"))?;
        Ok(text.unwrap_or_default())
    }

    /// Whether the page has loaded the WebAssembly module that its first practice section
    /// names (`data-module`), which it loads on the first Run, not before.
    pub async fn practice_module_loaded(&self) -> Result<bool, String> {
        let loaded = self
            .client
            .execute(
                "const module = document.querySelector('.practice').dataset.module; \
                 return Boolean((self.GAMEBITS_WASM || {})[module]);",
                vec![],
            )
            .await
            .map_err(|e| format!("cannot ask for the practice's module: {e}"))?;
        Ok(loaded.as_bool() == Some(true))
    }

    /// Scrolls `element` to the middle of the window, out from under the book's menu bar
    /// (a click at the top would land on the bar).
    pub async fn centre(&self, element: &Element) -> Result<(), String> {
        let argument = serde_json::to_value(element).map_err(|e| e.to_string())?;
        self.client
            .execute(
                "arguments[0].scrollIntoView({ block: 'center' })",
                vec![argument],
            )
            .await
            .map(|_| ())
            .map_err(|e| format!("cannot scroll an element into view: {e}"))
    }

    /// Ends the WebDriver session, which ends the browser; the driver ends when the
    /// `Browser` is dropped.
    pub async fn close(self) -> Result<(), String> {
        let closed = self.client.close().await;
        drop(self.driver);
        closed.map_err(|e| format!("cannot end the browser's session: {e}"))
    }
}

impl Driver {
    /// Starts `chromedriver` on a free port, in a process group of its own, and waits
    /// for the line that says which port.
    fn start() -> Result<Driver, String> {
        let profile =
            std::env::temp_dir().join(format!("gamebits-chromium-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        let mut command = Command::new("chromedriver");
        command
            .arg("--port=0")
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        let mut child = Child::spawn(&mut command).map_err(|e| {
            format!("cannot run chromedriver: {e} (apt-get install chromium chromium-driver)")
        })?;
        let stdout = child.stdout().expect("stdout is piped");
        let (sender, receiver) = std::sync::mpsc::channel();
        // The driver's output is read to its end, so that it never waits on a full pipe.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(port) = line.split("started successfully on port ").nth(1) {
                    let _ = sender.send(port.trim_end_matches('.').parse::<u16>());
                }
            }
        });
        let mut driver = Driver {
            child,
            port: 0,
            profile,
        };
        driver.port = match receiver.recv_timeout(DRIVER_START) {
            Ok(Ok(port)) => port,
            _ => return Err("chromedriver did not say which port it listens on".to_string()),
        };
        Ok(driver)
    }
}

impl Drop for Driver {
    /// Ends every process of the driver's group (the driver, and the browser if the
    /// session did not end it), then removes the browser's profile.
    fn drop(&mut self) {
        // A deadline already past: the group is ended now, and the driver reaped.
        let _ = self.child.wait_until(Some(Instant::now()));
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}
