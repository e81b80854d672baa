//! How the tools write a time and a size: "0.84 ms", "151 ms", "1.50 MiB".

use indicatif::HumanBytes;
use std::time::Duration;

/// A time in milliseconds to about three significant digits: "0.84 ms", "151 ms".
pub fn ms(time: Duration) -> String {
    let ms = time.as_secs_f64() * 1e3;
    let decimals = 2 - usize::from(ms >= 10.0) - usize::from(ms >= 100.0);
    format!("{ms:.decimals$} ms")
}

/// A peak memory, or a dash where it is not measured.
pub fn memory(peak: Option<u64>) -> String {
    peak.map_or("—".into(), |bytes| HumanBytes(bytes).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_keep_about_three_digits() {
        assert_eq!(ms(Duration::from_micros(840)), "0.84 ms");
        assert_eq!(ms(Duration::from_micros(12_345)), "12.3 ms");
        assert_eq!(ms(Duration::from_millis(1500)), "1500 ms");
        assert_eq!(memory(None), "—");
    }
}
