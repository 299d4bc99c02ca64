'use client'
import { createContext } from 'react'

/** Resolves a fresh captcha token for one request, or null when none can be had (then no request is sent). */
export type GetCaptchaToken = () => Promise<string | null>

/**
 * How a form gets a captcha token; kept apart from captcha.tsx so the lazily loaded reCAPTCHA
 * provider can fill it without importing the module that loads it.
 */
export const CaptchaContext = createContext<GetCaptchaToken>(async () => null)
