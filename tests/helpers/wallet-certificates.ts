import { generateKeyPairSync } from 'node:crypto'
import forge from 'node-forge'

/**
 * Throwaway certificates for wallet tests, made at test time so no key is ever in the repository:
 * a CA standing in for Apple's WWDR, a pass certificate it issued (its key encrypted with a
 * passphrase, as Apple's exported keys are), and an RSA key pair for Google's service account.
 */
const rsaKeys = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }
}

function certificate(subject: string, publicPem: string, issuer: { name: string; privatePem: string }, serial: string, ca: boolean) {
  const cert = forge.pki.createCertificate()
  cert.publicKey = forge.pki.publicKeyFromPem(publicPem)
  cert.serialNumber = serial
  cert.validity.notBefore = new Date(Date.now() - 86_400_000)
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000)
  cert.setSubject([{ name: 'commonName', value: subject }])
  cert.setIssuer([{ name: 'commonName', value: issuer.name }])
  cert.setExtensions([{ name: 'basicConstraints', cA: ca }])
  cert.sign(forge.pki.privateKeyFromPem(issuer.privatePem), forge.md.sha256.create())
  return forge.pki.certificateToPem(cert)
}

export const TEST_KEY_PASSPHRASE = 'throwaway passphrase'

export function appleTestCertificates() {
  const ca = rsaKeys()
  const signer = rsaKeys()
  const caName = 'Throwaway WWDR CA'
  const wwdr = certificate(caName, ca.publicPem, { name: caName, privatePem: ca.privatePem }, '01', true)
  const signerCert = certificate('Pass Type ID: pass.test.giftcard', signer.publicPem, { name: caName, privatePem: ca.privatePem }, '02', false)
  const signerKey = forge.pki.encryptRsaPrivateKey(forge.pki.privateKeyFromPem(signer.privatePem), TEST_KEY_PASSPHRASE, { algorithm: 'aes256' })
  return { wwdr, signerCert, signerKey, signerKeyPassphrase: TEST_KEY_PASSPHRASE }
}

export function googleTestKeys() {
  return rsaKeys()
}
