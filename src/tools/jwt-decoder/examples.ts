import { DEFAULT_HEADER, type JwtOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test (the verdict and claims, which change with the clock, are the browser test's). */
export const EXAMPLES: readonly KitExample<JwtOptions>[] = [
  {
    name: "jwt.io's token, verified with its HS256 secret",
    input:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    options: { secret: 'your-256-bit-secret' },
    expect: {
      header: '{\n  "alg": "HS256",\n  "typ": "JWT"\n}',
      payload: '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}',
    },
  },
  {
    name: 'An ES256 token verified with a JWKS, its key chosen by kid',
    input:
      'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IjIwMjYtMTEifQ.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS5jb20iLCJzdWIiOiJ1c2VyLTQyIiwiYXVkIjoiYXBpIiwiaWF0IjoxNzk1MDAwMDAwLCJleHAiOjQxMDI0NDQ4MDAsInNjb3BlIjoicmVhZCB3cml0ZSJ9.yyEA292pEuKrAmQaCjxhrCNUbmy6FCq2W5V8BQ9LW14OrX5bmOQv86nlerErC5ynQwxnpV2ykyyPUXSvRECtrg',
    options: {
      publicKey:
        '{\n  "keys": [\n    {\n      "kty": "EC",\n      "x": "kONWIb2WtCRHT-KRx5PETHMnduTexqNcX4VNiYWCgVQ",\n      "y": "iVsR_Dnh_YvBYEJnnRgfrGHkzjVmOWoJ9XcK3ZPDgTU",\n      "crv": "P-256",\n      "kid": "2026-10",\n      "alg": "ES256",\n      "use": "sig"\n    },\n    {\n      "kty": "EC",\n      "x": "ivsnpaoAEwGYUHeflDnW86sc_ddHyZEe7y7MuwAeGp4",\n      "y": "_AEkcekiNUn1eu8-LCVaQgOu8XfigqBebyitl4c-GOs",\n      "crv": "P-256",\n      "kid": "2026-11",\n      "alg": "ES256",\n      "use": "sig"\n    }\n  ]\n}',
    },
    expect: {
      header: '{\n  "alg": "ES256",\n  "typ": "JWT",\n  "kid": "2026-11"\n}',
      payload:
        '{\n  "iss": "https://auth.example.com",\n  "sub": "user-42",\n  "aud": "api",\n  "iat": 1795000000,\n  "exp": 4102444800,\n  "scope": "read write"\n}',
    },
  },
  {
    name: 'An expired EdDSA token and its PEM public key',
    input:
      'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjaS1ib3QiLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MTcwMDAwMzYwMH0.hK81gNlHug77T6peMs4Sh_1ZtWm4tA_AYOSBV-XrtA_JN7ZdNwf1T5BdE1coj6DEod6g-Ov36ngW6oskBRGHDg',
    options: {
      publicKey:
        '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAMM3KiYSvp2D42rCD2Pj1xcAAWNmn8wNQj3qMTBXCdkU=\n-----END PUBLIC KEY-----\n',
    },
    expect: {
      payload: '{\n  "sub": "ci-bot",\n  "iat": 1700000000,\n  "exp": 1700003600\n}',
    },
  },
  {
    name: 'An encrypted token (JWE): only its header can be read',
    input:
      'eyJhbGciOiJSU0EtT0FFUC0yNTYiLCJlbmMiOiJBMjU2R0NNIiwia2lkIjoicmVjaXBpZW50LTEifQ.OKOawDo13gRp2ojaHV7LFpZcgV7T6DVZKTyKOMTYUmKoTCVJRgckCL9kiMT03JGeipsEdY3mx_etLbbWSrFr05kLzcSr4qKAq7YN7e9jwQRb23nfa6c9d-StnImGyFDbSv04uVuxIp5Zms1gNxKKK2Da14B8S4rzVRltdYwam_lDp5XnZAYpQdb76FdIKLaVmqgfwX7XWRxv2322i-vDxRfqNzo_tETKzpVLzfiwQyeyPGLBIO56YJ7eObdv0je81860ppamavo35UgoRdbYaBcoh9QcfylQr66oc6vFWXRcZ_ZT2LawVCWTIy3brGPi6UklfCpIMfIjf7iGdXKHzg.48V1_ALb6US04U3b.5eym8TW_c8SuK0ltJ3rpYIzOeDQz7TALvtu6UG9oMo4vpzs9tX_EFShS8iB7j6jiSdiwkIr3ajwQzaBtQD_A.XFBoMYUZodetZdvTiFvSkQ',
    expect: {
      header: '{\n  "alg": "RSA-OAEP-256",\n  "enc": "A256GCM",\n  "kid": "recipient-1"\n}',
      payload: '',
    },
  },
  {
    name: 'Sign a new HS256 token',
    action: 'sign',
    input: '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}',
    options: { header: DEFAULT_HEADER, secret: 'your-256-bit-secret' },
    expect: {
      token:
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    },
  },
];
