//! `cargo xtask site --archive FILE`: the built site as one zip file.
//!
//! `cargo xtask site --archive FILE`: the built site as one zip file to hand out, its
//! files in one folder named after the file, which opens from disk once unpacked.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use flate2::write::DeflateEncoder;
use flate2::Compression;
use rawzip::time::UtcDateTime;
use rawzip::{CompressionMethod, ZipArchiveWriter};

/// What an archive's name must end with.
const EXTENSION: &str = ".zip";

/// 1980-01-01 00:00:00 UTC in seconds since 1970, the earliest date a zip file holds:
/// every entry's date, so the same site gives the same bytes.
const EARLIEST: i64 = 315_532_800;

/// Reads `--archive FILE`: a name ending in `.zip` with something before it.
pub fn zip_file(name: &str) -> Result<PathBuf, String> {
    let path = PathBuf::from(name);
    match folder_name(&path) {
        Some(_) => Ok(path),
        None => Err(format!(
            "should be a file name ending in {EXTENSION}, found {name:?}"
        )),
    }
}

/// The folder the archive `file` holds the site in: its name without `.zip`.
fn folder_name(file: &Path) -> Option<String> {
    let name = file.file_name()?.to_str()?;
    let stem = name.strip_suffix(EXTENSION)?;
    (!stem.is_empty()).then(|| stem.to_string())
}

/// Writes the folder `site` into the zip file `file`, under one folder named after the
/// file (`gamebits.zip` holds `gamebits/index.html`, …). It is written beside `file`
/// first and put in its place only when complete: on an error nothing is left.
///
/// The entries come in the order of their paths, each dated 1980-01-01 (the earliest
/// date a zip file holds), so the same site gives the same bytes.
pub fn write(site: &Path, file: &Path) -> Result<(), String> {
    let folder = folder_name(file)
        .ok_or_else(|| format!("{} does not end in {EXTENSION}", file.display()))?;
    let mut entries = Vec::new();
    list(site, Path::new(""), &mut entries)?;
    let partial = file.with_file_name(format!("{folder}{EXTENSION}.partial"));
    let written = write_entries(site, &folder, &entries, &partial);
    let placed = written.and_then(|()| {
        fs::rename(&partial, file)
            .map_err(|e| format!("cannot move the archive to {}: {e}", file.display()))
    });
    if placed.is_err() {
        let _ = fs::remove_file(&partial);
    }
    placed
}

/// Every path under `site/relative`, relative to `site`, folders before what they hold,
/// in the order of their names.
fn list(site: &Path, relative: &Path, entries: &mut Vec<PathBuf>) -> Result<(), String> {
    let folder = site.join(relative);
    let mut names: Vec<_> = fs::read_dir(&folder)
        .and_then(|read| read.map(|entry| entry.map(|e| e.file_name())).collect())
        .map_err(|e: io::Error| format!("cannot read {}: {e}", folder.display()))?;
    names.sort();
    for name in names {
        let path = relative.join(name);
        let is_folder = site.join(&path).is_dir();
        entries.push(path.clone());
        if is_folder {
            list(site, &path, entries)?;
        }
    }
    Ok(())
}

/// Writes the zip file `partial`: `folder/` and each of `entries` (paths under `site`)
/// under it, the files compressed.
fn write_entries(
    site: &Path,
    folder: &str,
    entries: &[PathBuf],
    partial: &Path,
) -> Result<(), String> {
    let out = File::create(partial).map_err(|e| cannot_write(partial, e))?;
    let mut zip = ZipArchiveWriter::new(io::BufWriter::new(out));
    add_folder(&mut zip, &format!("{folder}/")).map_err(|e| cannot_write(partial, e))?;
    for entry in entries {
        let name = entry_name(folder, entry)?;
        let path = site.join(entry);
        if path.is_dir() {
            add_folder(&mut zip, &format!("{name}/")).map_err(|e| cannot_write(partial, e))?;
            continue;
        }
        let mut from =
            File::open(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        add_file(&mut zip, &name, &mut from).map_err(|e| cannot_write(partial, e))?;
    }
    let mut out = zip.finish().map_err(|e| cannot_write(partial, e))?;
    out.flush().map_err(|e| cannot_write(partial, e))?;
    out.get_ref()
        .sync_all()
        .map_err(|e| cannot_write(partial, e))
}

/// Adds the folder entry `name` (ending in `/`) to `zip`, a folder (`0o040_000`) that
/// all may read.
fn add_folder<W: Write>(zip: &mut ZipArchiveWriter<W>, name: &str) -> Result<(), rawzip::Error> {
    zip.new_dir(name)
        .last_modified(UtcDateTime::from_unix(EARLIEST))
        .unix_permissions(0o040_755)
        .create()
        .map(drop)
}

/// Adds the file entry `name` to `zip`, a plain file (`0o100_000`) that all may read,
/// holding what `from` reads, deflated.
fn add_file<W: Write>(
    zip: &mut ZipArchiveWriter<W>,
    name: &str,
    from: &mut impl io::Read,
) -> Result<(), rawzip::Error> {
    let (mut entry, config) = zip
        .new_file(name)
        .compression_method(CompressionMethod::DEFLATE)
        .last_modified(UtcDateTime::from_unix(EARLIEST))
        .unix_permissions(0o100_644)
        .start()?;
    let mut data = config.wrap(DeflateEncoder::new(&mut entry, Compression::default()));
    io::copy(from, &mut data)?;
    let (encoder, descriptor) = data.finish()?;
    encoder.finish()?;
    entry.finish(descriptor)?;
    Ok(())
}

fn cannot_write(path: &Path, e: impl std::fmt::Display) -> String {
    format!("cannot write {}: {e}", path.display())
}

/// The name of the entry for `path` in the archive: `folder/` then its parts joined by
/// `/`, as zip files name them whatever the system.
fn entry_name(folder: &str, path: &Path) -> Result<String, String> {
    let mut name = folder.to_string();
    for part in path {
        let part = part
            .to_str()
            .ok_or_else(|| format!("{} is not a name a zip file holds", path.display()))?;
        name.push('/');
        name.push_str(part);
    }
    Ok(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    /// A new empty folder for one test.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-archive-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_name_must_end_in_zip_with_something_before() {
        assert_eq!(
            folder_name(Path::new("out/gamebits.zip")).as_deref(),
            Some("gamebits")
        );
        for wrong in ["gamebits.tar.gz", ".zip", "gamebits", "out/"] {
            assert!(zip_file(wrong).is_err(), "{wrong}");
        }
    }

    #[test]
    fn the_archive_holds_every_file_under_its_folder_and_reads_back() {
        let dir = scratch("holds");
        let site = dir.join("site");
        fs::create_dir_all(site.join("problems")).unwrap();
        fs::write(site.join("index.html"), "<p>front</p>").unwrap();
        fs::write(site.join("problems/dpk.html"), "<p>dpk</p>".repeat(100)).unwrap();
        let file = dir.join("handout.zip");
        write(&site, &file).unwrap();
        let bytes = fs::read(&file).unwrap();
        let zip = rawzip::ZipArchive::from_slice(&bytes).unwrap();
        let mut names = Vec::new();
        let mut page = None;
        let mut entries = zip.entries();
        while let Some(entry) = entries.next_entry().unwrap() {
            let name = entry
                .file_path()
                .try_normalize()
                .unwrap()
                .as_str()
                .to_string();
            if name == "handout/problems/dpk.html" {
                assert_eq!(entry.compression_method(), CompressionMethod::DEFLATE);
                page = Some(entry.wayfinder());
            }
            names.push(name);
        }
        names.sort();
        let want = [
            "handout/",
            "handout/index.html",
            "handout/problems/",
            "handout/problems/dpk.html",
        ];
        assert_eq!(names, want);
        let page = zip.get_entry(page.unwrap()).unwrap();
        let deflated = flate2::bufread::DeflateDecoder::new(page.data());
        let mut text = String::new();
        page.verifying_reader(deflated)
            .read_to_string(&mut text)
            .unwrap();
        assert_eq!(text, "<p>dpk</p>".repeat(100));
        let again = dir.join("again/handout.zip");
        fs::create_dir_all(again.parent().unwrap()).unwrap();
        write(&site, &again).unwrap();
        assert_eq!(
            fs::read(&file).unwrap(),
            fs::read(&again).unwrap(),
            "not the same bytes"
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_archive_leaves_no_file() {
        let dir = scratch("failed");
        let file = dir.join("handout.zip");
        let missing = write(&dir.join("no-site"), &file).unwrap_err();
        assert!(missing.starts_with("cannot read "), "{missing}");
        let site = dir.join("site");
        fs::create_dir_all(&site).unwrap();
        fs::write(site.join("index.html"), "<p>front</p>").unwrap();
        let nowhere = dir.join("no-folder/handout.zip");
        let unwritable = write(&site, &nowhere).unwrap_err();
        assert!(unwritable.starts_with("cannot write "), "{unwritable}");
        // A file that cannot be read, met once the archive is begun.
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.join("nothing"), site.join("gone.html")).unwrap();
            let unreadable = write(&site, &file).unwrap_err();
            assert!(unreadable.starts_with("cannot read "), "{unreadable}");
        }
        let left: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left, ["site"], "something was left");
        fs::remove_dir_all(&dir).unwrap();
    }
}
