#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import NIOCore
import VeloIO

/// Documents already built for an athlete, kept while the athlete's
/// ``VeloStore/Athlete/revision`` holds: an app that opens the dashboard again,
/// or a hundred phones polling it, get the bytes built the first time until
/// anything the document shows changes (in this process or another one on
/// the same library: the revision is the database's). A changed revision, or
/// another day in the athlete's time zone, is another key, so a stale document
/// is never served; entries past ``capacityBytes`` go, least recently used first.
final class DocumentCache: @unchecked Sendable {
  /// What one document depends on besides the library: the athlete as of a
  /// revision, their today (documents default to it) and the request's path and query.
  struct Key: Hashable, Sendable {
    var athleteId: Int64
    var revision: Int64
    var today: Int?
    var uri: String
  }

  /// A document's bytes, their validator, and their gzip form once a client asked for it.
  ///
  /// The bytes are kept as the buffers responses send: every answer of one
  /// entry shares them (a buffer is copied only when written to), so 300
  /// connections waiting to send the same 500 KB PMC hold one copy, not 300.
  struct Entry: Sendable {
    var buffer: ByteBuffer
    var contentType: String
    var etag: String
    var gzippedBuffer: ByteBuffer?
    var bytes: Int { buffer.readableBytes + (gzippedBuffer?.readableBytes ?? 0) + 256 }
    var body: Data { Data(buffer.readableBytesView) }
    var gzipped: Data? {
      get { gzippedBuffer.map { Data($0.readableBytesView) } }
      set { gzippedBuffer = newValue.map { ByteBuffer(bytes: $0) } }
    }

    init(body: Data, contentType: String, etag: String, gzipped: Data? = nil) {
      buffer = ByteBuffer(bytes: body)
      self.contentType = contentType
      self.etag = etag
      gzippedBuffer = gzipped.map { ByteBuffer(bytes: $0) }
    }
  }

  private struct Slot {
    var entry: Entry
    var lastUse: UInt64
  }

  private let lock = NSLock()
  private var slots: [Key: Slot] = [:]
  private var storedBytes = 0
  private var clock: UInt64 = 0
  /// The newest revision kept of each athlete: a document of an older one is never asked for again.
  private var newestRevision: [Int64: Int64] = [:]
  /// At most this many bytes of documents (0: keep none).
  let capacityBytes: Int

  init(capacityBytes: Int) { self.capacityBytes = max(0, capacityBytes) }

  /// The document kept for `key`, if any.
  func entry(_ key: Key) -> Entry? {
    lock.withLock {
      guard var slot = slots[key] else { return nil }
      clock += 1
      slot.lastUse = clock
      slots[key] = slot
      return slot.entry
    }
  }

  /// Keeps `entry` for `key` (replacing what was kept), and drops the athlete's
  /// documents of older revisions, which no request can ask for again (a key
  /// older than one kept is not kept). The scan for them runs once per
  /// revision an athlete moves to, not per document.
  func keep(_ entry: Entry, for key: Key) {
    guard entry.bytes <= capacityBytes / 4 else { return }
    lock.withLock {
      let newest = newestRevision[key.athleteId] ?? key.revision
      guard key.revision >= newest else { return }
      if key.revision > newest {
        for k in slots.keys where k.athleteId == key.athleteId {
          storedBytes -= slots.removeValue(forKey: k)!.entry.bytes
        }
      }
      newestRevision[key.athleteId] = key.revision
      clock += 1
      if let old = slots.updateValue(Slot(entry: entry, lastUse: clock), forKey: key) {
        storedBytes -= old.entry.bytes
      }
      storedBytes += entry.bytes
      guard storedBytes > capacityBytes else { return }
      // Down to three quarters, so that eviction's sort runs once per many inserts.
      for (k, slot) in slots.sorted(by: { $0.value.lastUse < $1.value.lastUse })
      where storedBytes > capacityBytes * 3 / 4 {
        storedBytes -= slot.entry.bytes
        slots.removeValue(forKey: k)
      }
    }
  }

  /// Bytes kept now (for tests and the log).
  var count: (documents: Int, bytes: Int) { lock.withLock { (slots.count, storedBytes) } }
}
#endif
