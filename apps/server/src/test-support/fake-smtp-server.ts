import net from 'node:net'

/**
 * A minimal SMTP server: it refuses `refused@…` for good (550), `busy@…` for now (451), takes the rest.
 * Enough of RFC 5321 for nodemailer's pooled transport.
 */
export function fakeSmtpServer() {
  const accepted: string[] = []
  const sockets = new Set<net.Socket>()
  let connections = 0
  const server = net.createServer((socket) => {
    connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let inData = false
    let buffer = ''
    socket.write('220 fake.ajanda.test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let end = buffer.indexOf('\r\n')
      while (end >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        end = buffer.indexOf('\r\n')
        if (inData) {
          if (line === '.') {
            inData = false
            socket.write('250 2.0.0 queued\r\n')
          }
          continue
        }
        const command = line.toUpperCase()
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 fake.ajanda.test\r\n')
        else if (command.startsWith('MAIL FROM')) socket.write('250 2.1.0 ok\r\n')
        else if (command.startsWith('RCPT TO')) {
          if (command.includes('REFUSED@')) socket.write('550 5.1.1 Recipient address rejected\r\n')
          else if (command.includes('BUSY@')) socket.write('451 4.7.1 Try again later\r\n')
          else {
            accepted.push(line.slice(8))
            socket.write('250 2.1.5 ok\r\n')
          }
        } else if (command === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (command === 'RSET' || command === 'NOOP') socket.write('250 ok\r\n')
        else if (command === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('502 5.5.2 not implemented\r\n')
      }
    })
    socket.on('error', () => {})
  })
  /** Stops listening and drops the pooled connections the mailers keep open. */
  const close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(resolve)
    })
  return { server, accepted, close, connections: () => connections }
}
