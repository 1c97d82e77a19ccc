//! A live table's link: the relay's address, the room and its secret, in
//! the link's fragment (`#direct=ws://…~room~secret`), which no server
//! sees. The room is 128 random bits, the secret 128 more.

/// What a table's link says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    /// `ws://…` or `wss://…`.
    pub relay: String,
    /// 32 hex digits: the relay's room.
    pub room: String,
    /// base64url, sent as the WebSocket subprotocol, never in the path.
    pub secret: String,
}

/// Why a table's link cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// The relay's address is not `ws://` or `wss://`.
    Relay,
    /// The link is cut or changed: its room or secret is not one.
    Damaged,
}

const PREFIX: &str = "direct=";

/// Whether a fragment is a table's link (of any validity).
pub fn is_table_link(fragment: &str) -> bool {
    fragment.starts_with(PREFIX)
}

impl Address {
    /// A new table: `random` is 32 random bytes.
    pub fn new(relay: &str, random: [u8; 32]) -> Result<Address, AddressError> {
        use base64::Engine;
        let relay = relay_address(relay)?;
        let room = random[..16].iter().map(|b| format!("{b:02x}")).collect();
        let secret = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&random[16..]);
        Ok(Address { relay, room, secret })
    }

    /// The same room and secret on another relay.
    pub fn on_relay(&self, relay: &str) -> Result<Address, AddressError> {
        Ok(Address { relay: relay_address(relay)?, ..self.clone() })
    }

    /// The link's fragment, without `#`.
    pub fn fragment(&self) -> String {
        format!("{PREFIX}{}~{}~{}", self.relay, self.room, self.secret)
    }

    /// Reads a link's fragment (without `#`).
    pub fn from_fragment(fragment: &str) -> Result<Address, AddressError> {
        let rest = fragment.strip_prefix(PREFIX).ok_or(AddressError::Damaged)?;
        let mut parts = rest.split('~');
        let (Some(relay), Some(room), Some(secret), None) = (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(AddressError::Damaged);
        };
        let room_ok = room.len() == 32 && room.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        let secret_ok = (22..=64).contains(&secret.len())
            && secret.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if !room_ok || !secret_ok {
            return Err(AddressError::Damaged);
        }
        Ok(Address { relay: relay_address(relay)?, room: room.to_string(), secret: secret.to_string() })
    }

    /// Where the WebSocket connects: the relay's room.
    pub fn socket_url(&self) -> String {
        format!("{}/{}", self.relay, self.room)
    }
}

/// A relay's address as typed, checked: `ws://` or `wss://`, a host, no
/// fragment, no spaces, no `~`; a trailing `/` dropped.
fn relay_address(typed: &str) -> Result<String, AddressError> {
    let typed = typed.trim().trim_end_matches('/');
    let host = typed.strip_prefix("ws://").or_else(|| typed.strip_prefix("wss://")).ok_or(AddressError::Relay)?;
    let clean = !host.is_empty() && !host.contains(|c: char| c.is_whitespace() || matches!(c, '~' | '#' | '?'));
    clean.then(|| typed.to_string()).ok_or(AddressError::Relay)
}
