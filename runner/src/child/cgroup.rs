//! A cgroup that holds a child's tasks to a number.
//!
//! A cgroup that holds a child's tasks (processes and threads) to a number, where this
//! process may make one (Linux, mostly as root: cgroup v1's `pids` hierarchy, or cgroup
//! v2's when it runs the `pids` controller for its children): a fork past the number
//! fails at once, and the cgroup counts the forks it refused.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{self, Command};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The folders under which a `pids` cgroup may be made: cgroup v1's, cgroup v2's.
const PARENTS: [&str; 2] = ["/sys/fs/cgroup/pids", "/sys/fs/cgroup"];

/// A cgroup of its own for one child's processes; removed when dropped (once they
/// have ended).
pub(super) struct Cgroup {
    dir: PathBuf,
    /// Whether it is of cgroup v1, which places threads one by one.
    v1: bool,
}

impl Cgroup {
    /// A new cgroup that holds `max` tasks; none where none can be made.
    pub(super) fn new(max: usize) -> Option<Cgroup> {
        static MADE: AtomicU64 = AtomicU64::new(0);
        let made = MADE.fetch_add(1, Ordering::Relaxed);
        let name = format!("gamebits-{}-{made}", std::process::id());
        PARENTS.iter().find_map(|parent| {
            let dir = Path::new(parent).join(&name);
            // A plain folder where no cgroup is mounted has no pids.max of its own.
            fs::create_dir(&dir).ok()?;
            let v1 = *parent == PARENTS[0];
            let cgroup = Cgroup { dir, v1 };
            let max_file = cgroup.dir.join("pids.max");
            let ready = max_file.is_file() && fs::write(max_file, max.to_string()).is_ok();
            ready.then_some(cgroup)
        })
    }

    /// Starts `command` in it, and says whether it is held there. On cgroup v1 this
    /// thread steps in for the fork, so that the child starts inside; on v2 (which moves
    /// whole processes only) the child is moved in once started, and what it forked
    /// before that escapes (the count in `/proc` still sees it).
    pub(super) fn spawn(&self, command: &mut Command) -> io::Result<(process::Child, bool)> {
        let home = if self.v1 { thread_home() } else { None };
        let stepped_in = home
            .as_ref()
            .is_some_and(|(thread, _)| fs::write(self.dir.join("tasks"), thread).is_ok());
        let spawned = command.spawn();
        if let (true, Some((thread, tasks))) = (stepped_in, &home) {
            let _ = fs::write(tasks, thread);
        }
        let child = spawned?;
        let held =
            stepped_in || fs::write(self.dir.join("cgroup.procs"), child.id().to_string()).is_ok();
        Ok((child, held))
    }

    /// Whether it refused a fork, past its number of tasks (the `max` count of
    /// `pids.events`).
    pub(super) fn refused_a_fork(&self) -> bool {
        let events = fs::read_to_string(self.dir.join("pids.events")).unwrap_or_default();
        let refused = events
            .split_whitespace()
            .nth(1)
            .and_then(|n| n.parse().ok());
        refused.is_some_and(|refused: u64| refused > 0)
    }
}

/// This thread's id, and the `tasks` file of the cgroup v1 `pids` group it is in now.
fn thread_home() -> Option<(String, PathBuf)> {
    let thread = fs::read_link("/proc/thread-self").ok()?;
    let thread = thread.file_name()?.to_string_lossy().into_owned();
    let groups = fs::read_to_string("/proc/thread-self/cgroup").ok()?;
    // A line as `8:pids:/some/group`.
    let group = groups.lines().find_map(|line| line.split_once(":pids:"))?.1;
    let tasks = Path::new(PARENTS[0])
        .join(group.trim_start_matches('/'))
        .join("tasks");
    Some((thread, tasks))
}

impl Drop for Cgroup {
    fn drop(&mut self) {
        // The kernel empties it as its last processes end: a few tries, a millisecond
        // apart.
        for _ in 0..100 {
            if fs::remove_dir(&self.dir).is_ok() || !self.dir.exists() {
                return;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}
