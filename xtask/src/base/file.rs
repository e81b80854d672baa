//! Files read with a message that names them.

use std::path::Path;

/// The text of the file at `path`, or a message naming it: `cannot read PATH: WHY`.
pub fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_cannot_be_read_is_named() {
        let missing = Path::new("no/such/file.txt");
        let message = read(missing).unwrap_err();
        assert!(
            message.starts_with("cannot read no/such/file.txt: "),
            "{message}"
        );
    }
}
