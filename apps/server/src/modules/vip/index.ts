// The VIP module's public entry: other modules read a promoter's benefits (the watermark eraser's quota,
// review order, settlement's rebate rate), the job recomputes the levels and the seed writes demo rows,
// only through this file.
export { levelRebateBps, type VipBenefits, vipBenefitsOf, watermarkQuotaOf } from './benefits';
export { VIP_JOB, vipAdminService } from './admin-service';
export { vipService } from './service';
