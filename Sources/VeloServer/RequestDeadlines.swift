#if Server
// Built with the Server package trait (Package.swift).
import NIOCore
import NIOHTTPTypes

/// Deadlines on each connection, so slow or idle clients cannot hold
/// connections (and memory) forever: the request head must arrive within
/// ``Timeouts/header`` of the connection opening (``Timeouts/idle`` of the
/// previous response, on a kept-alive connection), and the body within
/// ``Timeouts/body`` of the head; a client that stops reading its answers (its
/// socket full, the connection not writable) must read again within
/// ``Timeouts/write``, else the answer it holds is dropped with the connection.
/// A connection past its deadline is closed. Nothing runs while the handler
/// computes the response.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// How long each stage may take.
  struct Timeouts: Sendable {
    var header: TimeAmount
    var body: TimeAmount
    var idle: TimeAmount
    var write: TimeAmount
  }

  private let timeouts: Timeouts
  private var deadline: Scheduled<Void>?
  /// Armed while the connection is not writable.
  private var writeDeadline: Scheduled<Void>?

  init(timeouts: Timeouts) { self.timeouts = timeouts }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { arm(context, after: timeouts.header) }
  }

  func channelActive(context: ChannelHandlerContext) {
    arm(context, after: timeouts.header)
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head: arm(context, after: timeouts.body)
    case .end: disarm()
    case .body: break
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data) { arm(context, after: timeouts.idle) }
    context.write(data, promise: promise)
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    writeDeadline?.cancel()
    writeDeadline = nil
    if !context.channel.isWritable {
      let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
      writeDeadline = context.eventLoop.scheduleTask(in: timeouts.write) { loopBound.value.close(promise: nil) }
    }
    context.fireChannelWritabilityChanged()
  }

  func channelInactive(context: ChannelHandlerContext) {
    disarm()
    writeDeadline?.cancel()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    disarm()
    writeDeadline?.cancel()
  }

  private func arm(_ context: ChannelHandlerContext, after delay: TimeAmount) {
    disarm()
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    deadline = context.eventLoop.scheduleTask(in: delay) { loopBound.value.close(promise: nil) }
  }

  private func disarm() {
    deadline?.cancel()
    deadline = nil
  }
}
#endif
