// The raw node:http baseline: answers every request with the same bytes the app served for a target
// (read once at start), so the load tool's ceiling on this machine is measured beside the app.
//   node raw-http-server.mjs <port> <body file> <content type>
import http from 'node:http'
import { readFileSync } from 'node:fs'

const [port, bodyFile, contentType] = process.argv.slice(2)
const body = readFileSync(bodyFile)
const headers = { 'content-type': contentType, 'content-length': String(body.length) }

http
  .createServer((request, response) => {
    // Drain a request body (GraphQL POSTs) before answering, as the app must.
    request.resume()
    request.on('end', () => {
      response.writeHead(200, headers)
      response.end(body)
    })
  })
  .listen(Number(port))
